import type { TeacherAssignment } from '@quizdrill/contracts/types';
import CalendarDays from 'lucide-react/icons/calendar-days';
import ChartLine from 'lucide-react/icons/chart-line';
import SquarePen from 'lucide-react/icons/square-pen';
import Trash2 from 'lucide-react/icons/trash-2';
import Users from 'lucide-react/icons/users';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { ButtonLink, IconButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { assignmentPath } from '@/config/paths';
import { useDeleteAssignment } from '@/features/assignments/api/assignments';
import { formatDateTime } from '@/features/assignments/utils/due-date';
import { EditAssignmentDialog } from './assignment-dialog';
import { MeterBar } from './meter-bar';
import styles from './teaching-assignments.module.css';

/** Why a closed assignment stopped counting, in the teacher's words. */
export function useClosedText(assignment: Pick<TeacherAssignment, 'closedReason'>): string | undefined {
  const { t } = useTranslation();
  if (assignment.closedReason === 'team_deleted') return t('assignments.closedTeam');
  if (assignment.closedReason === 'course_deleted') return t('assignments.closedCourse');
  return undefined;
}

function AssignmentRow({
  assignment,
  onEdit,
  onDelete,
}: {
  assignment: TeacherAssignment;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const closedText = useClosedText(assignment);
  const closed = assignment.closedAt !== null;
  const { students, started, finished } = assignment.completion;
  const names = { course: assignment.course.displayName, team: assignment.group.name };
  return (
    <li className={styles.row} data-closed={closed || undefined} aria-labelledby={titleId}>
      <div className={styles.header}>
        <div className={styles.body}>
          <h2 id={titleId} className={styles.title}>
            {assignment.course.displayName}
          </h2>
          <div className={styles.facts}>
            <span>
              <Users className={styles.factIcon} aria-hidden="true" />
              {assignment.group.name}
            </span>
            <span>
              <CalendarDays className={styles.factIcon} aria-hidden="true" />
              {assignment.dueAt
                ? t('assignments.due', { date: formatDateTime(assignment.dueAt, i18n.resolvedLanguage) })
                : t('assignments.noDue')}
            </span>
          </div>
          {assignment.note && <p className={styles.note}>{assignment.note}</p>}
        </div>
        {closedText && (
          <Badge tone="warning" variant="outline" size="small">
            {closedText}
          </Badge>
        )}
      </div>
      <div className={styles.completion}>
        <div className={styles.counts}>
          <span className={styles.finished}>{t('assignments.completion', { finished, students })}</span>
          <span className={styles.started}>{t('assignments.started', { count: started })}</span>
        </div>
        <div className={styles.meter}>
          <MeterBar value={students > 0 ? (finished / students) * 100 : 0} tone="success" thickness={8} />
        </div>
      </div>
      <div className={styles.actions}>
        <ButtonLink
          to={assignmentPath(assignment.id)}
          variant="text"
          icon={<ChartLine size={20} aria-hidden="true" />}
          aria-label={t('assignments.resultsFor', names)}
        >
          {t('assignments.results')}
        </ButtonLink>
        {!closed && (
          <IconButton
            label={t('assignments.editFor', names)}
            icon={<SquarePen aria-hidden="true" />}
            onClick={onEdit}
          />
        )}
        <IconButton
          label={t('assignments.deleteFor', names)}
          icon={<Trash2 aria-hidden="true" />}
          tone="danger"
          onClick={onDelete}
        />
      </div>
    </li>
  );
}

/** The assignments a teacher made, newest first (as the service lists them), each editable and deletable. */
export function TeachingAssignments({ assignments }: { assignments: readonly TeacherAssignment[] }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const remove = useDeleteAssignment();
  const [editing, setEditing] = useState<TeacherAssignment | null>(null);
  const [deleting, setDeleting] = useState<TeacherAssignment | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showToast({ message: t('assignments.deleted') });
        setDeleting(null);
      },
      onError: (error) => {
        showToast({ message: t('assignments.deleteFailed', { message: error.message }), severity: 'error' });
        setDeleting(null);
      },
    });
  };

  return (
    <>
      <ul className={styles.list}>
        {assignments.map((assignment) => (
          <AssignmentRow
            key={assignment.id}
            assignment={assignment}
            onEdit={() => setEditing(assignment)}
            onDelete={() => setDeleting(assignment)}
          />
        ))}
      </ul>
      {editing && <EditAssignmentDialog assignment={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('assignments.deleteTitle')}
        text={
          deleting
            ? t('assignments.deleteText', { course: deleting.course.displayName, team: deleting.group.name })
            : ''
        }
        confirmLabel={t('common.delete')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
