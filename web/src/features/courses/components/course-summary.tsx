import type { CourseResponse } from '@quizdrill/contracts/types';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import styles from './course-summary.module.css';

const languageNameKey = { sv: 'language.sv', en: 'language.en' } as const;

type CourseSummaryProps = {
  course: CourseResponse;
  showOwner: boolean;
  /** Where the display name leads, when it is a link of its own (a row with several actions). */
  to?: string;
};

/**
 * A course in a list: display name, then its name, language, question count and (when not the user's) owner. It
 * takes the row's width, and at least 240 px: on a phone the row's buttons move below it.
 */
export function CourseSummary({ course, showOwner, to }: CourseSummaryProps) {
  const { t } = useTranslation();
  return (
    <span className={styles.summary}>
      {to ? (
        <RouterLink to={to} className={`${styles.title} ${styles.link}`}>
          {course.displayName}
        </RouterLink>
      ) : (
        <span className={styles.title}>{course.displayName}</span>
      )}
      <span className={styles.details}>
        <code className={styles.name}>{course.name}</code>
        <span aria-hidden>·</span>
        <span>{t('courseList.questionCount', { count: course.questionCount })}</span>
        <span lang={course.language}>
          <Badge size="small" variant="outline">
            {t(languageNameKey[course.language])}
          </Badge>
        </span>
        {showOwner && course.ownerUsername && (
          <span>{t('courseList.byOwner', { owner: course.ownerUsername })}</span>
        )}
      </span>
    </span>
  );
}
