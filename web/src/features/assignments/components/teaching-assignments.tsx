import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TeacherAssignment } from '@quizdrill/contracts/types';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { assignmentPath } from '@/config/paths';
import { useDeleteAssignment } from '@/features/assignments/api/assignments';
import { formatDateTime } from '@/features/assignments/utils/due-date';
import { EditAssignmentDialog } from './assignment-dialog';

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
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 2.5 }, listStyle: 'none', opacity: closed ? 0.85 : 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}>
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
            {assignment.course.displayName}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 2,
              rowGap: 0.5,
              mt: 0.75,
              color: 'text.secondary',
              '& svg': { fontSize: 18, mr: 0.5, verticalAlign: 'text-bottom' },
            }}
          >
            <Typography variant="body2" component="span">
              <GroupsOutlined aria-hidden />
              {assignment.group.name}
            </Typography>
            <Typography variant="body2" component="span">
              <EventOutlined aria-hidden />
              {assignment.dueAt
                ? t('assignments.due', { date: formatDateTime(assignment.dueAt, i18n.resolvedLanguage) })
                : t('assignments.noDue')}
            </Typography>
          </Box>
          {assignment.note && (
            <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {assignment.note}
            </Typography>
          )}
        </Box>
        {closedText && <Chip label={closedText} size="small" variant="outlined" color="warning" />}
      </Box>
      <Box sx={{ mt: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('assignments.completion', { finished, students })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('assignments.started', { count: started })}
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={students > 0 ? (finished / students) * 100 : 0}
          color="success"
          aria-hidden
          sx={{ mt: 0.75, height: 8, borderRadius: 4 }}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', justifyContent: 'flex-end' }}>
        <Button
          component={RouterLink}
          to={assignmentPath(assignment.id)}
          startIcon={<InsightsOutlined />}
          aria-label={t('assignments.resultsFor', names)}
        >
          {t('assignments.results')}
        </Button>
        {!closed && (
          <Tooltip title={t('assignments.edit')}>
            <IconButton onClick={onEdit} aria-label={t('assignments.editFor', names)}>
              <EditOutlined />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={t('common.delete')}>
          <IconButton onClick={onDelete} aria-label={t('assignments.deleteFor', names)} color="error">
            <DeleteOutlineRounded />
          </IconButton>
        </Tooltip>
      </Stack>
    </Paper>
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
      <Stack component="ul" spacing={2} sx={{ m: 0, p: 0 }}>
        {assignments.map((assignment) => (
          <AssignmentRow
            key={assignment.id}
            assignment={assignment}
            onEdit={() => setEditing(assignment)}
            onDelete={() => setDeleting(assignment)}
          />
        ))}
      </Stack>
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
