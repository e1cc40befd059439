// The GET calls a signed-in first screen's loaders start (prefetch.ts), written as data for the route preloads script
// (web/build/route-preloads.mjs), which sends them while the framework still downloads; the API client takes each when
// a loader asks for it (lib/first-call-handoff.ts). Each entry is one call of prefetch.ts, in the same path and query,
// the query's names in the same order. first-calls.test.ts runs the loaders against this table, and the browser test
// of the first load (e2e/browser/shell.test.ts) the real build: both fail when a loader asks for a call the table
// lacks, or the table has one no loader takes. It is plain data, read by the build too: vite.config.ts loads it
// before its `@/` alias exists, so its own import is relative.
import { paths } from '../../config/paths';

/** A query value: a parameter of the route's path (decoded, as the router gives it), or the browser's time zone. */
export type FirstCallValue = { param: string } | { timeZone: true };

/** A GET of the API: its path, and its query as the API client builds it (names in order, undefined ones left out). */
export type FirstCall = { path: string; query?: Record<string, FirstCallValue> };

const TIME_ZONE = { timeZone: true } as const;

/** signedInFrameLoader: the profile the route guard waits for and the teams the team gate reads. */
const frame: readonly FirstCall[] = [{ path: '/api/v2/users/me' }, { path: '/api/v2/users/me/groups' }];
const courses: FirstCall = { path: '/api/v2/courses' };
const assignments: FirstCall = { path: '/api/v2/assignments' };
const reviewSummaries: FirstCall = { path: '/api/v2/quiz/review', query: { timeZone: TIME_ZONE } };
const currentSessions: FirstCall = { path: '/api/v2/quiz/sessions/current' };

/** By route (as web/build/first-load.mjs names them): the frame's calls, then the page loader's. */
export const FIRST_CALLS: Readonly<Record<string, readonly FirstCall[]>> = {
  [paths.home]: [...frame, assignments, reviewSummaries, currentSessions],
  [paths.courses]: [...frame, courses, assignments, reviewSummaries],
  [paths.quiz]: [
    ...frame,
    courses,
    currentSessions,
    { path: '/api/v2/quiz/review', query: { courseName: { param: 'courseName' }, timeZone: TIME_ZONE } },
  ],
};
