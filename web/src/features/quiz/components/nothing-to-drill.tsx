// The empty state a REVIEW or MISTAKES start with nothing to drill shows instead of the error page (issue 15): loaded
// only when a start answers so (quiz-session.tsx), out of the quiz's first load.
import CalendarCheck from 'lucide-react/icons/calendar-check';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useReviewSummary } from '@/features/quiz/api/get-review-summary';

/** Nothing to review now, or no mistakes: when the next card is due, and the way back to the ordinary quiz. */
export function NothingToDrill({
  courseName,
  orderType,
  onBack,
}: {
  courseName: string;
  orderType: 'REVIEW' | 'MISTAKES';
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation();
  const summary = useReviewSummary(courseName);
  const nextDueAt = summary.data?.nextDueAt;
  const when = nextDueAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(nextDueAt),
      )
    : null;
  return (
    <EmptyState
      icon={<CalendarCheck aria-hidden="true" />}
      title={t(orderType === 'REVIEW' ? 'memory.nothingToReview' : 'memory.noMistakes')}
      action={<Button onClick={onBack}>{t('memory.backToQuiz')}</Button>}
    >
      {when ? t('memory.nextDue', { when }) : t('memory.nothingDue')}
    </EmptyState>
  );
}
