import type { CourseResponse } from '@quizdrill/contracts/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { textOrder } from '@/lib/collation';
import { contentQueryKeys } from '@/lib/content-query-keys';
import { type Language, useAppLanguage } from '@/lib/i18n';
import { keptSelects } from '@/lib/kept-selects';
import { type AppUser, canEditContent, isAdmin } from '@/lib/token-claims';

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

type Courses = readonly CourseResponse[];

// What editableCourses reads of the user: whether they are an admin, else their id.
const editableSelect = keptSelects(
  (user: AppUser, language: Language) => `${language} ${isAdmin(user) ? '*' : (user.id ?? '')}`,
  (user: AppUser, language: Language) => (courses: Courses) => editableCourses(courses, user, language),
);

export function useEditableCourses(user: AppUser) {
  return useQuery({ ...coursesQueryOptions, select: editableSelect(user, useAppLanguage()) });
}

const catalogSelect = keptSelects(
  (language: Language) => language,
  (language: Language) => {
    const order = byDisplayName(language);
    return (courses: Courses) => [...courses].sort(order);
  },
);

/**
 * Every course, by display name in the app's language: the course list a student picks a quiz from; sorted again
 * when the user switches language.
 */
export function useCourseCatalog() {
  return useQuery({ ...coursesQueryOptions, select: catalogSelect(useAppLanguage()) });
}

const byNameSelect = keptSelects(
  (courseName: string) => courseName,
  (courseName: string) => (courses: Courses) => courses.find((course) => course.name === courseName),
);

/** One course by its name (the quiz and progress pages' address), from the course list; undefined when none has it. */
export function useCourseByName(courseName: string) {
  return useQuery({ ...coursesQueryOptions, select: byNameSelect(courseName) });
}
