import CalendarSync from 'lucide-react/icons/calendar-sync';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { quizDrillPath } from '@/config/paths';
import { dueNowCount, useReviewSummaries } from '@/features/quiz/api/get-review-summary';
import styles from './due-today-card.module.css';

/**
 * The welcome screen's "N questions to review today" across courses: what their REVIEW sessions hold now (the
 * queue's learning and review cards, never the new questions); its button starts the review of the course with most.
 * Shown only when there is something to review, so the review it opens is never empty.
 */
export function DueTodayCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const summaries = useReviewSummaries();
  const headingId = useId();
  const courses =
    summaries.data?.courses
      .map((course) => ({ ...course, dueNow: dueNowCount(course.queue) }))
      .filter((course) => course.dueNow > 0) ?? [];
  if (courses.length === 0) return null;
  const due = courses.reduce((sum, course) => sum + course.dueNow, 0);
  const first = courses.reduce((most, course) => (course.dueNow > most.dueNow ? course : most));
  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <div className={styles.body}>
        <h2 id={headingId} className={styles.title}>
          {t('memory.dueToday.title', { count: due })}
        </h2>
        <p className={styles.text}>{t('memory.dueToday.text', { course: first.courseDisplayName })}</p>
      </div>
      <span className={styles.action}>
        <Button
          icon={<CalendarSync size={20} aria-hidden="true" />}
          onClick={() => void navigate(quizDrillPath(first.courseName, 'REVIEW'))}
        >
          {t('memory.dueToday.action')}
        </Button>
      </span>
    </section>
  );
}
