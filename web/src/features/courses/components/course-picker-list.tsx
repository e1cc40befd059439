import type { CourseResponse } from '@quizdrill/contracts/types';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Card } from '@/components/ui/card';
import { List, ListItemLink } from '@/components/ui/list';
import type { AppUser } from '@/lib/token-claims';
import styles from './course-picker-list.module.css';
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
    <Card padding={0}>
      <List dividers aria-label={label}>
        {courses.map((course) => (
          <ListItemLink
            key={course.id}
            to={linkTo(course)}
            primary={<CourseSummary course={course} showOwner={course.ownerId !== user.id} />}
            trailing={<ChevronRight className={styles.chevron} aria-hidden="true" />}
          />
        ))}
      </List>
    </Card>
  );
}
