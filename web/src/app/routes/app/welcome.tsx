import { lazy, Suspense } from 'react';
import { useAssignments } from '@/features/assignments/api/assignments';
import { useCurrentSessions } from '@/features/quiz/api/get-current-sessions';
import { useReviewSummaries } from '@/features/quiz/api/get-review-summary';
import { ContinueQuizCard } from '@/features/quiz/components/continue-quiz-card';
import { DueTodayCard } from '@/features/quiz/components/due-today-card';
import { WelcomePanel } from '@/features/welcome/components/welcome-panel';
import { awaitsFirstAnswer } from '@/lib/query-client';

// The student's assignments section (issue 18) is a module of its own, loaded only for a student who has some:
// this is a first screen, whose first load stays small (web/test/first-load.test.ts).
const AssignedToMe = lazy(() =>
  import('@/features/assignments/components/assigned-to-me').then((module) => ({
    default: module.AssignedToMe,
  })),
);

/**
 * `/` for a logged-in user is the welcome screen, where every login lands (SPEC §4, issue 3); SPEC §2's
 * "logged in on / goes to /courses" is kept for opening /login, see RootRoute.
 *
 * Its cards and buttons show together, once each card's call has answered (the route's loader starts them with the
 * page): a card arriving above the buttons would push the one a student is about to tap down the screen. A call that
 * fails holds nothing: its card stays away.
 */
export function WelcomeRoute() {
  const assignments = useAssignments();
  const cards = [assignments, useReviewSummaries(), useCurrentSessions()];
  const hasAssignments = (assignments.data?.assigned.length ?? 0) > 0;
  const waiting = <WelcomePanel pending />;
  if (cards.some(awaitsFirstAnswer)) return waiting;
  return (
    <Suspense fallback={waiting}>
      <WelcomePanel
        continueQuiz={
          <>
            {hasAssignments && <AssignedToMe />}
            <DueTodayCard />
            <ContinueQuizCard />
          </>
        }
      />
    </Suspense>
  );
}
