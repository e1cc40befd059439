import { searchByWords } from '@/lib/lenient-search';

/** From this many courses a list or a picker gets its search: a school's library of courses is long. */
export const COURSE_SEARCH_FROM = 10;

/**
 * A long course list shows this many of its matches, the rest a page at a time. Measured on /courses with 303
 * courses at 4× CPU slowdown (a phone): every row rendered at once made one task of 3.0–4.5 s; a row costs about
 * 10 ms there, so twenty (three phone screens) add about 0.2 s to the page's first render.
 */
export const COURSE_PAGE_SIZE = 20;

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
