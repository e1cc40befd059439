import type { CourseResponse } from '@quizdrill/contracts/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { textOrder } from '../../../lib/collation';
import { contentQueryKeys } from '../../../lib/content-query-keys';
import { type Language, useAppLanguage } from '../../../lib/i18n';
import { type AppUser, canEditContent } from '../../../lib/token-claims';

/** Every course with its question count; any logged-in user may read them. */
export function getCourses(signal?: AbortSignal): Promise<CourseResponse[]> {
  return apiClient.get<CourseResponse[]>('/api/v2/courses', { signal, sessionEndsOn: [401] });
}

export const coursesQueryOptions = queryOptions({
  queryKey: [...contentQueryKeys.courses, 'list'],
  queryFn: ({ signal }) => getCourses(signal),
});

function byDisplayName(language: Language): (a: CourseResponse, b: CourseResponse) => number {
  const order = textOrder(language);
  return (a, b) => order(a.displayName, b.displayName);
}

/** The courses `user` may change (their own; every course for an admin), by display name in `language`. */
export function editableCourses(
  courses: readonly CourseResponse[],
  user: AppUser,
  language: Language,
): CourseResponse[] {
  return courses.filter((course) => canEditContent(user, course.ownerId)).sort(byDisplayName(language));
}

export function useEditableCourses(user: AppUser) {
  const language = useAppLanguage();
  return useQuery({ ...coursesQueryOptions, select: (courses) => editableCourses(courses, user, language) });
}

// One `select` per language for every render: React Query runs `select` again whenever it is a new function, and
// each render of the page would sort the list again.
const catalogSelects = new Map<Language, (courses: readonly CourseResponse[]) => CourseResponse[]>();

function catalogSelect(language: Language) {
  let select = catalogSelects.get(language);
  if (!select) {
    const order = byDisplayName(language);
    select = (courses) => [...courses].sort(order);
    catalogSelects.set(language, select);
  }
  return select;
}

/**
 * Every course, by display name in the app's language: the course list a student picks a quiz from; sorted again
 * when the user switches language.
 */
export function useCourseCatalog() {
  return useQuery({ ...coursesQueryOptions, select: catalogSelect(useAppLanguage()) });
}

/** One course by its name (the quiz and progress pages' address), from the course list; undefined when none has it. */
export function useCourseByName(courseName: string) {
  return useQuery({
    ...coursesQueryOptions,
    select: (courses) => courses.find((course) => course.name === courseName),
  });
}
