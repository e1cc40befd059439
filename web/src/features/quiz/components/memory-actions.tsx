// Issue 15 on the course page: "Repetera (12)" and "Öva på mina fel (5)" beside the ordinary quiz (the empty state of
// a REVIEW or MISTAKES start with nothing to drill is nothing-to-drill.tsx).
import CalendarSync from 'lucide-react/icons/calendar-sync';
import CircleAlert from 'lucide-react/icons/circle-alert';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { dueNowCount, useReviewSummary } from '@/features/quiz/api/get-review-summary';
import styles from './memory-actions.module.css';

type MemoryActionsProps = {
  courseName: string;
  onStart: (orderType: 'REVIEW' | 'MISTAKES') => void;
};

/**
 * The two memory drills with their counts. Until the counts are known their place is held, as wide as with a count of
 * one digit: on a phone they wrap to lines of their own, and coming later they pushed the question down under the
 * student's finger. When the counts cannot be read, they are left out.
 */
export function MemoryActions({ courseName, onStart }: MemoryActionsProps) {
  const { t } = useTranslation();
  const summary = useReviewSummary(courseName);
  if (summary.isError) return null;
  const placeholder = summary.isPending;
  // Invisible, out of the tab order and of the accessibility tree while placeholders.
  const held = placeholder ? ({ 'aria-hidden': true, tabIndex: -1 } as const) : {};
  const hold = (button: ReactNode) => (placeholder ? <span className={styles.held}>{button}</span> : button);
  return (
    <>
      {hold(
        <Button
          variant="outline"
          icon={<CalendarSync size={20} aria-hidden="true" />}
          onClick={() => onStart('REVIEW')}
          {...held}
        >
          {/* One piece of text in the button: the count of new questions follows the label closely. */}
          <span>
            {t('memory.review', { count: placeholder ? 0 : dueNowCount(summary.data.queue) })}
            {!placeholder && summary.data.queue.new > 0 && ' '}
            {!placeholder && summary.data.queue.new > 0 && (
              // Never-answered questions the review adds, counted apart: they are not reviews.
              <span className={styles.newCount}>
                {t('memory.newInReview', { count: summary.data.queue.new })}
              </span>
            )}
          </span>
        </Button>,
      )}
      {hold(
        <Button
          variant="outline"
          icon={<CircleAlert size={20} aria-hidden="true" />}
          onClick={() => onStart('MISTAKES')}
          {...held}
        >
          {t('memory.mistakes', { count: placeholder ? 0 : summary.data.mistakes })}
        </Button>,
      )}
    </>
  );
}
