// Route loaders that start a page's calls as the route starts loading, beside its modules (issue 19: on a slow link
// each call waited for the component before it: the guard's /users/me, then the team gate's teams, then the course
// list, one round trip after another). They wait for nothing: the components read the same queries (lib/query-client).
import { assignmentsQueryOptions } from '../../features/assignments/api/assignments';
import { coursesQueryOptions } from '../../features/courses/api/get-courses';
import { currentSessionsQueryOptions } from '../../features/quiz/api/get-current-sessions';
import { reviewSummariesQueryOptions } from '../../features/quiz/api/get-review-summary';
import { myTeamsQueryOptions } from '../../features/teams/api/get-my-teams';
import { meQueryOptions } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';
import { tokenStorage } from '../../lib/storage';
import { userFromToken } from '../../lib/token-claims';

/** The signed-in frame: the profile the route guard waits for and the teams the team gate reads. */
export function signedInFrameLoader() {
  const user = userFromToken(tokenStorage.get());
  if (user) {
    void queryClient.prefetchQuery(meQueryOptions(user));
    void queryClient.prefetchQuery(myTeamsQueryOptions);
  }
  return null;
}

/** The course list, which /courses shows and a quiz finds its course in. */
function prefetchCourses() {
  if (userFromToken(tokenStorage.get())) void queryClient.prefetchQuery(coursesQueryOptions);
}

/** /courses: the course list, the student's assignments shown above it (the list waits for them) and the bars. */
export function coursesLoader() {
  prefetchCourses();
  if (userFromToken(tokenStorage.get())) {
    void queryClient.prefetchQuery(assignmentsQueryOptions);
    void queryClient.prefetchQuery(reviewSummariesQueryOptions);
  }
  return null;
}

/** The welcome screen's cards (assignments, reviews due today, quizzes to continue), which its buttons wait for. */
export function welcomeLoader() {
  if (userFromToken(tokenStorage.get())) {
    void queryClient.prefetchQuery(assignmentsQueryOptions);
    void queryClient.prefetchQuery(reviewSummariesQueryOptions);
    void queryClient.prefetchQuery(currentSessionsQueryOptions);
  }
  return null;
}

/**
 * A quiz: the course list it finds its course in, and the unfinished sessions it resumes from when this browser
 * remembers none (another device, a first visit): one round trip less before the first question.
 */
export function quizLoader() {
  prefetchCourses();
  if (userFromToken(tokenStorage.get())) void queryClient.prefetchQuery(currentSessionsQueryOptions);
  return null;
}
