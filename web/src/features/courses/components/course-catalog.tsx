import type { CourseResponse } from '@quizdrill/contracts/types';
import ChartLine from 'lucide-react/icons/chart-line';
import ChevronRight from 'lucide-react/icons/chevron-right';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { progressPath, quizPath } from '@/config/paths';
import styles from './course-catalog.module.css';

const languageNameKey = { sv: 'language.sv', en: 'language.en' } as const;

function CourseRow({ course, extra }: { course: CourseResponse; extra?: ReactNode }) {
  const { t } = useTranslation();
  const empty = course.questionCount === 0;
  return (
    <li className={styles.row}>
      {/* A course without questions stays in the list, named, but has no quiz to open: out of the tab order. */}
      <RouterLink
        to={quizPath(course.name)}
        className={styles.course}
        aria-disabled={empty || undefined}
        tabIndex={empty ? -1 : undefined}
      >
        <div className={styles.body}>
          <span className={styles.title}>{course.displayName}</span>
          {course.description && <span className={styles.description}>{course.description}</span>}
          <span className={styles.chips}>
            <span className={styles.chip} data-filled={empty ? undefined : ''}>
              {empty
                ? t('courseCatalog.noQuestions')
                : t('courseList.questionCount', { count: course.questionCount })}
            </span>
            <span className={styles.chip} lang={course.language}>
              {t(languageNameKey[course.language])}
            </span>
          </span>
          {extra}
        </div>
        <ChevronRight className={styles.chevron} aria-hidden="true" />
      </RouterLink>
      <div className={styles.progress}>
        <ButtonLink
          to={progressPath(course.name)}
          variant="text"
          size="small"
          icon={<ChartLine size={18} aria-hidden="true" />}
          aria-label={t('courseCatalog.progressOf', { name: course.displayName })}
        >
          {t('courseCatalog.progress')}
        </ButtonLink>
      </div>
    </li>
  );
}

/**
 * SPEC §2 courses: every course with its question count; a course opens its quiz, its second button the progress.
 * `extraOf` adds a line under a course (the student's mastery of it).
 */
export function CourseCatalog({
  courses,
  extraOf,
}: {
  courses: readonly CourseResponse[];
  extraOf?: (course: CourseResponse) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card padding={0}>
      <ul className={styles.list} aria-label={t('pages.courses.title')}>
        {courses.map((course) => (
          <CourseRow key={course.id} course={course} extra={extraOf?.(course)} />
        ))}
      </ul>
    </Card>
  );
}
