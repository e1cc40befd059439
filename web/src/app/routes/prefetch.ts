// Route loaders that start a page's calls as the route starts loading, beside its modules (issue 19: on a slow link
// each call waited for the component before it: the guard's /users/me, then the team gate's teams, then the course
// list, one round trip after another). They wait for nothing: the components read the same queries (lib/query-client).
// The GETs of the first screens' loaders are sent earlier still, by the route preloads script, from the table in
// first-calls.ts: a call changed here is changed there too.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { quizDrillOf } from '@/config/paths';
import { assignmentsQueryOptions } from '@/features/assignments/api/assignments';
import { coursesQueryOptions } from '@/features/courses/api/get-courses';
import { currentSessionsQueryOptions } from '@/features/quiz/api/get-current-sessions';
import {
  reviewSummariesQueryOptions,
  reviewSummaryQueryOptions,
} from '@/features/quiz/api/get-review-summary';
import { prefetchOpening } from '@/features/quiz/api/prefetched-opening';
import { myTeamsQueryOptions } from '@/features/teams/api/get-my-teams';
import { meQueryOptions } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { tokenStorage } from '@/lib/storage';
import { accountIdOf, userFromToken } from '@/lib/token-claims';

/** The signed-in frame: the profile the route guard waits for and the teams the team gate reads. */
export function signedInFrameLoader() {
  const user = userFromToken(tokenStorage.get());
  if (user) {
    void queryClient.prefetchQuery(meQueryOptions(user));
    void queryClient.prefetchQuery(myTeamsQueryOptions);
  }
  return null;
}

/** Starts `calls` for a signed-in user (a visitor's would only be refused); that user, or null for a visitor. */
function prefetchSignedIn(...calls: (() => Promise<void>)[]) {
  const user = userFromToken(tokenStorage.get());
  if (user) for (const call of calls) void call();
  return user;
}

// The calls the loaders start, each a query the page reads.
const courses = () => queryClient.prefetchQuery(coursesQueryOptions);
const assignments = () => queryClient.prefetchQuery(assignmentsQueryOptions);
const reviewSummaries = () => queryClient.prefetchQuery(reviewSummariesQueryOptions);
const currentSessions = () => queryClient.prefetchQuery(currentSessionsQueryOptions);

/** /courses: the course list, the student's assignments shown above it (the list waits for them) and the bars. */
export function coursesLoader() {
  prefetchSignedIn(courses, assignments, reviewSummaries);
  return null;
}

/** The welcome screen's cards (assignments, reviews due today, quizzes to continue), which its buttons wait for. */
export function welcomeLoader() {
  prefetchSignedIn(assignments, reviewSummaries, currentSessions);
  return null;
}

/**
 * A quiz: the course list it finds its course in, the unfinished sessions it resumes from when this browser remembers
 * none (another device, a first visit): one round trip less before the first question; the course's drill counts
 * beside the question; and what the page will ask first (features/quiz/api/prefetched-opening.ts): the question of
 * the session it resumes (this browser's, else the server's) or, with none to resume, the start of a new quiz; not
 * when its address starts a drill.
 */
export function quizLoader({ params, request }: LoaderFunctionArgs) {
  const courseName = params.courseName ?? '';
  const user = prefetchSignedIn(courses, currentSessions, () =>
    queryClient.prefetchQuery(reviewSummaryQueryOptions(courseName)),
  );
  if (user && !quizDrillOf(new URL(request.url).searchParams)) {
    prefetchOpening(queryClient, accountIdOf(user), courseName);
  }
  return null;
}
