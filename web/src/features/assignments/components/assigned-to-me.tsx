import { isOverdue } from '@quizdrill/contracts/rules';
import type { StudentAssignment } from '@quizdrill/contracts/types';
import CalendarDays from 'lucide-react/icons/calendar-days';
import CircleCheckBig from 'lucide-react/icons/circle-check-big';
import CirclePlay from 'lucide-react/icons/circle-play';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Heading } from '@/components/ui/text';
import { quizPath } from '@/config/paths';
import { useAssignments } from '@/features/assignments/api/assignments';
import { formatDateTime } from '@/features/assignments/utils/due-date';
import { loadTextPart } from '@/lib/i18n';
import styles from './assigned-to-me.module.css';
import { MeterBar } from './meter-bar';

// The assignment texts are a part of their own (lib/i18n.ts): this module is not ready before they are.
await loadTextPart('assignments');

function AssignmentRow({ assignment }: { assignment: StudentAssignment }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { answered, total, correct, finished } = assignment.progress;
  // Judged now rather than when the list loaded: a page left open past the due date turns it late.
  const overdue = isOverdue(assignment.dueAt, finished);
  const accent = overdue ? 'warning' : finished ? 'success' : 'primary';
  const action = finished
    ? t('assignments.student.again')
    : answered > 0
      ? t('assignments.student.continue')
      : t('assignments.student.start');
  return (
    <li className={styles.row} data-accent={accent} aria-labelledby={titleId}>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h3 id={titleId} className={styles.title}>
            {assignment.course.displayName}
          </h3>
          {overdue && (
            <Badge tone="warning" size="small" icon={<TriangleAlert aria-hidden="true" />}>
              {t('assignments.student.overdue')}
            </Badge>
          )}
          {finished && (
            <Badge tone="success" size="small" icon={<CircleCheckBig aria-hidden="true" />}>
              {t('assignments.student.finished')}
            </Badge>
          )}
        </div>
        <p className={styles.line}>
          {t('assignments.student.from', { team: assignment.group.name, teacher: assignment.createdByName })}
        </p>
        {assignment.dueAt && (
          <p className={styles.line} data-overdue={overdue || undefined}>
            <CalendarDays className={styles.lineIcon} aria-hidden="true" />
            {t('assignments.student.due', { date: formatDateTime(assignment.dueAt, i18n.resolvedLanguage) })}
          </p>
        )}
        {assignment.note && <p className={styles.note}>{assignment.note}</p>}
        <p className={styles.progress}>{t('assignments.student.progress', { answered, total, correct })}</p>
        <div className={styles.meter}>
          <MeterBar value={total > 0 ? (answered / total) * 100 : 0} tone={accent} thickness={6} />
        </div>
      </div>
      <div className={styles.action}>
        <ButtonLink
          to={quizPath(assignment.course.name)}
          tone={overdue ? 'warning' : 'primary'}
          fullWidth
          icon={<CirclePlay size={20} aria-hidden="true" />}
          aria-label={t('assignments.student.actionFor', { action, course: assignment.course.displayName })}
        >
          {action}
        </ButtonLink>
      </div>
    </li>
  );
}

/**
 * "Uppgifter": the courses the student's teams were given, due soonest first (as the service lists them), each with
 * the student's own progress; starting one opens the course's drill, which resumes where it stopped. Shown only when
 * there are some: while loading, or when the call fails, the page simply goes without.
 */
export function AssignedToMe() {
  const { t } = useTranslation();
  const assignments = useAssignments();
  const headingId = useId();
  const assigned = assignments.data?.assigned ?? [];
  if (assigned.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} size="h3" id={headingId}>
        {t('assignments.student.title')}
      </Heading>
      <ul className={styles.list}>
        {assigned.map((assignment) => (
          <AssignmentRow key={assignment.id} assignment={assignment} />
        ))}
      </ul>
    </section>
  );
}
