import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import type { CourseResponse } from '@quizdrill/contracts/types';
import { Link as RouterLink } from 'react-router-dom';
import type { AppUser } from '@/lib/token-claims';
import { CourseSummary } from './course-summary';

type CoursePickerListProps = {
  courses: CourseResponse[];
  user: AppUser;
  label: string;
  linkTo: (course: CourseResponse) => string;
};

/** Courses to choose from, each a link (questions/course: to the course's questions). */
export function CoursePickerList({ courses, user, label, linkTo }: CoursePickerListProps) {
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label={label}>
        {courses.map((course, index) => (
          <ListItem key={course.id} disablePadding divider={index < courses.length - 1}>
            <ListItemButton component={RouterLink} to={linkTo(course)} sx={{ py: 1.75, gap: 1.5 }}>
              <CourseSummary course={course} showOwner={course.ownerId !== user.id} />
              <ChevronRightRounded color="action" />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
