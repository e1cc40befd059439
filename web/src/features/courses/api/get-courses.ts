import type { CourseResponse } from '@quizdrill/contracts/types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { textOrder } from '../../../lib/collation';
import { contentQueryKeys } from '../../../lib/content-query-keys';
import { type Language, useAppLanguage } from '../../../lib/i18n';
import { type AppUser, canEditContent, isAdmin } from '../../../lib/token-claims';

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

type CourseSelect<Result> = (courses: readonly CourseResponse[]) => Result;

/**
 * Keeps one `select` per key: React Query runs `select` again whenever it is handed a new function, so a hook that
 * made one per render would filter and sort the list again on every render of its page. The keys are few (a
 * language, a user, a course opened); the oldest goes first past a bound all the same.
 */
function keptSelects<Args extends unknown[], Result>(
  keyOf: (...args: Args) => string,
  make: (...args: Args) => CourseSelect<Result>,
): (...args: Args) => CourseSelect<Result> {
  const kept = new Map<string, CourseSelect<Result>>();
  return (...args) => {
    const key = keyOf(...args);
    let select = kept.get(key);
    if (!select) {
      const oldest = kept.keys().next();
      if (kept.size >= 32 && !oldest.done) kept.delete(oldest.value);
      select = make(...args);
      kept.set(key, select);
    }
    return select;
  };
}

// What editableCourses reads of the user: whether they are an admin, else their id.
const editableSelect = keptSelects(
  (user: AppUser, language: Language) => `${language} ${isAdmin(user) ? '*' : (user.id ?? '')}`,
  (user: AppUser, language: Language) => (courses) => editableCourses(courses, user, language),
);

export function useEditableCourses(user: AppUser) {
  return useQuery({ ...coursesQueryOptions, select: editableSelect(user, useAppLanguage()) });
}

const catalogSelect = keptSelects(
  (language: Language) => language,
  (language: Language) => {
    const order = byDisplayName(language);
    return (courses) => [...courses].sort(order);
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
  (courseName: string) => (courses) => courses.find((course) => course.name === courseName),
);

/** One course by its name (the quiz and progress pages' address), from the course list; undefined when none has it. */
export function useCourseByName(courseName: string) {
  return useQuery({ ...coursesQueryOptions, select: byNameSelect(courseName) });
}
