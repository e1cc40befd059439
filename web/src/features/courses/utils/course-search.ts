import { searchByWords } from '../../../lib/lenient-search';

/** From this many courses a list or a picker gets its search: a school's library of courses is long. */
export const COURSE_SEARCH_FROM = 10;

/**
 * The courses whose title or name holds every word of `query` (lib/lenient-search.ts: case, accents and spacing
 * aside), in the list's order; all of them for an empty query.
 */
export function searchCourses<Course extends { name: string; displayName: string }>(
  courses: readonly Course[],
  query: string,
): readonly Course[] {
  return searchByWords(courses, query, (course) => `${course.displayName} ${course.name}`);
}
