import { LazyAssignedToMe } from '../../../features/assignments/components/assigned-to-me-lazy';
import { ContinueQuizCard } from '../../../features/quiz/components/continue-quiz-card';
import { DueTodayCard } from '../../../features/quiz/components/due-today-card';
import { WelcomePanel } from '../../../features/welcome/components/welcome-panel';

/**
 * `/` for a logged-in user is the welcome screen, where every login lands (SPEC §4, issue 3); SPEC §2's
 * "logged in on / goes to /courses" is kept for opening /login, see RootRoute.
 */
export function WelcomeRoute() {
  return (
    <WelcomePanel
      continueQuiz={
        <>
          <LazyAssignedToMe />
          <DueTodayCard />
          <ContinueQuizCard />
        </>
      }
    />
  );
}
