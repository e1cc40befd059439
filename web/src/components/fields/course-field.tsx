// The course a teacher picks for an assignment or a live game: searched as one types once there are
// COURSE_SEARCH_FROM (a school's library), by words of its title or its name.
import { useTranslation } from 'react-i18next';
import { type KindOfSearchSelectFieldProps, SearchSelectField } from '@/components/ui/search-select-field';
import { COURSE_SEARCH_FROM, searchCourses } from './course-search';

export type CourseOption = { name: string; displayName: string };

type CourseFieldProps<Course extends CourseOption> = KindOfSearchSelectFieldProps<Course> & {
  courses: readonly Course[];
};

export function CourseField<Course extends CourseOption>({ courses, ...field }: CourseFieldProps<Course>) {
  const { t } = useTranslation();
  return (
    <SearchSelectField
      {...field}
      options={courses}
      keyOf={(course) => course.name}
      inputTextOf={(course) => course.displayName}
      search={searchCourses}
      clearText={t('searchField.clearCourse')}
      moreText={(shown, total) => t('searchField.moreCourses', { shown, total })}
      searchFrom={COURSE_SEARCH_FROM}
      noMatchText={(query) => t('courseCatalog.searchNoMatch', { query })}
    />
  );
}
