import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import styles from './mastery-bar.module.css';

export type Mastery = { new: number; learning: number; mastered: number };

const PARTS = ['mastered', 'learning', 'new'] as const;

/** The student's memory of a course in one bar: mastered, learning and new questions, with the counts in words. */
export function MasteryBar({ mastery }: { mastery: Mastery }) {
  const { t } = useTranslation();
  const total = mastery.new + mastery.learning + mastery.mastered;
  if (total === 0) return null;
  return (
    <span className={styles.frame}>
      <span className={styles.bar} aria-hidden="true">
        {PARTS.map((part) =>
          mastery[part] > 0 ? (
            <span key={part} className={styles.part} data-part={part} style={{ flexGrow: mastery[part] }} />
          ) : null,
        )}
      </span>
      <span className={styles.caption}>{t('memory.mastery.summary', mastery)}</span>
    </span>
  );
}

/**
 * MasteryBar's place while the student's mastery loads: the bar and one line of caption in grey, so the list does
 * not move when the bars arrive after it (a layout shift Lighthouse counted on /courses).
 */
export function MasteryBarPlaceholder() {
  return (
    <span className={styles.frame} aria-hidden="true">
      <Skeleton shape="block" height={8} />
      <span className={styles.caption}>
        <Skeleton width="14em" />
      </span>
    </span>
  );
}

/** A course's mastery from its summary; a course never practised is all new. */
export function masteryOf(
  questionCount: number,
  summary: { learning: number; mastered: number } | undefined,
): Mastery {
  const learning = summary?.learning ?? 0;
  const mastered = summary?.mastered ?? 0;
  return { new: Math.max(0, questionCount - learning - mastered), learning, mastered };
}
