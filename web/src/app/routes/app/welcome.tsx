import { lazy, Suspense } from 'react';
import { ContinueQuizCard } from '../../../features/quiz/components/continue-quiz-card';
import { DueTodayCard } from '../../../features/quiz/components/due-today-card';
import { WelcomePanel } from '../../../features/welcome/components/welcome-panel';

// The student's assignments (issue 18) load after the page: this is a first screen, whose first load stays as small
// as it was (web/test/first-load.test.ts); the section shows only when there is something to show.
const AssignedToMe = lazy(() =>
  import('../../../features/assignments/components/assigned-to-me').then((module) => ({
    default: module.AssignedToMe,
  })),
);

/**
 * `/` for a logged-in user is the welcome screen, where every login lands (SPEC §4, issue 3); SPEC §2's
 * "logged in on / goes to /courses" is kept for opening /login, see RootRoute.
 */
export function WelcomeRoute() {
  return (
    <WelcomePanel
      continueQuiz={
        <>
          <Suspense fallback={null}>
            <AssignedToMe />
          </Suspense>
          <DueTodayCard />
          <ContinueQuizCard />
        </>
      }
    />
  );
}
