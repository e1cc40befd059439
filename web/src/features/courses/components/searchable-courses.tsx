import type { CourseResponse } from '@quizdrill/contracts/types';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSE_PAGE_SIZE, COURSE_SEARCH_FROM, searchCourses } from '@/components/fields/course-search';
import { SearchableList } from '@/components/ui/searchable-list';

/**
 * A list of courses (a student's /courses, a teacher's courses/list) with a search on their titles from
 * COURSE_SEARCH_FROM courses on: a school's library grows by every teacher's courses. The matches show
 * COURSE_PAGE_SIZE at a time: a course is found by typing, and a phone rendering every row of a few hundred froze for
 * seconds.
 */
export function SearchableCourses({
  courses,
  children,
}: {
  courses: readonly CourseResponse[];
  children: (shown: readonly CourseResponse[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SearchableList
      items={courses}
      searchFrom={COURSE_SEARCH_FROM}
      search={searchCourses}
      searchName="courseSearch"
      searchLabel={t('courseCatalog.search')}
      searchHint={t('courseCatalog.searchHint')}
      countText={(total) => t('courseCatalog.courseCount', { count: total })}
      matchText={(count, total) => t('courseCatalog.searchCount', { count, total })}
      noMatchText={(query) => t('courseCatalog.searchNoMatch', { query })}
      paging={{
        size: COURSE_PAGE_SIZE,
        moreText: (count, hidden) =>
          count === hidden
            ? t('courseCatalog.showRest', { count })
            : t('courseCatalog.showMore', { count, total: hidden }),
      }}
    >
      {children}
    </SearchableList>
  );
}
