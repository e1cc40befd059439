import type { CourseResponse } from '@quizdrill/contracts/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { contentQueryKeys } from '../../../lib/content-query-keys';
import { type AppUser, canEditContent } from '../../../lib/token-claims';

/** Every course with its question count; any logged-in user may read them. */
export function getCourses(signal?: AbortSignal): Promise<CourseResponse[]> {
  return apiClient.get<CourseResponse[]>('/api/v2/courses', { signal, sessionEndsOn: [401] });
}

export const coursesQueryOptions = queryOptions({
  queryKey: [...contentQueryKeys.courses, 'list'],
  queryFn: ({ signal }) => getCourses(signal),
});

/** The courses `user` may change (their own; every course for an admin), by display name. */
export function editableCourses(courses: readonly CourseResponse[], user: AppUser): CourseResponse[] {
  return courses
    .filter((course) => canEditContent(user, course.ownerId))
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
}

export function useEditableCourses(user: AppUser) {
  return useQuery({ ...coursesQueryOptions, select: (courses) => editableCourses(courses, user) });
}

/** The courses by display name, in the browser's collation. */
function byDisplayName(courses: readonly CourseResponse[]): CourseResponse[] {
  return [...courses].sort((a, b) => a.displayName.localeCompare(b.displayName));
}

/**
 * Every course, by display name: the course list a student picks a quiz from. `select` is one function for every
 * render: React Query runs it again whenever it is a new one, and a render of the page would sort the list again.
 */
export function useCourseCatalog() {
  return useQuery({ ...coursesQueryOptions, select: byDisplayName });
}

/** One course by its name (the quiz and progress pages' address), from the course list; undefined when none has it. */
export function useCourseByName(courseName: string) {
  return useQuery({
    ...coursesQueryOptions,
    select: (courses) => courses.find((course) => course.name === courseName),
  });
}
