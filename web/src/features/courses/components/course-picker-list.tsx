import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router-dom';
import type { AppUser } from '../../../lib/token-claims';
import type { Course } from '../../../types/content';
import { CourseSummary } from './course-summary';

type CoursePickerListProps = {
  courses: Course[];
  user: AppUser;
  label: string;
  linkTo: (course: Course) => string;
};

/** Courses to choose from, each a link (questions/course: to the course's questions). */
export function CoursePickerList({ courses, user, label, linkTo }: CoursePickerListProps) {
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label={label}>
        {courses.map((course, index) => (
          <ListItemButton
            key={course.id}
            component={RouterLink}
            to={linkTo(course)}
            divider={index < courses.length - 1}
            sx={{ py: 1.75, gap: 1.5 }}
          >
            <CourseSummary course={course} showOwner={course.ownerId !== user.id} />
            <ChevronRightRounded color="action" />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
