import EventOutlined from '@mui/icons-material/EventOutlined';
import PlayCircleOutlineRounded from '@mui/icons-material/PlayCircleOutlineRounded';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { isOverdue } from '@quizdrill/contracts/rules';
import type { StudentAssignment } from '@quizdrill/contracts/types';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { quizPath } from '@/config/paths';
import { useAssignments } from '@/features/assignments/api/assignments';
import { formatDateTime } from '@/features/assignments/utils/due-date';
import { loadTextPart } from '@/lib/i18n';

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
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        p: { xs: 2, sm: 2.5 },
        borderRadius: 2,
        border: 1,
        borderColor: `${accent}.main`,
        textAlign: 'left',
        bgcolor: (theme) => alpha(theme.palette[accent].main, theme.palette.mode === 'dark' ? 0.12 : 0.05),
      }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography id={titleId} component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {assignment.course.displayName}
          </Typography>
          {overdue && (
            <Chip
              size="small"
              color="warning"
              icon={<ReportProblemOutlined />}
              label={t('assignments.student.overdue')}
            />
          )}
          {finished && (
            <Chip
              size="small"
              color="success"
              icon={<TaskAltRounded />}
              label={t('assignments.student.finished')}
            />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('assignments.student.from', { team: assignment.group.name, teacher: assignment.createdByName })}
        </Typography>
        {assignment.dueAt && (
          <Typography
            variant="body2"
            sx={{
              color: overdue ? 'warning.main' : 'text.secondary',
              fontWeight: overdue ? 700 : undefined,
              '& svg': { fontSize: 18, mr: 0.5, verticalAlign: 'text-bottom' },
            }}
          >
            <EventOutlined aria-hidden />
            {t('assignments.student.due', { date: formatDateTime(assignment.dueAt, i18n.resolvedLanguage) })}
          </Typography>
        )}
        {assignment.note && (
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {assignment.note}
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('assignments.student.progress', { answered, total, correct })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={total > 0 ? (answered / total) * 100 : 0}
          color={accent}
          aria-hidden
          sx={{ mt: 0.75, height: 6, borderRadius: 3 }}
        />
      </Box>
      <Button
        component={RouterLink}
        to={quizPath(assignment.course.name)}
        variant="contained"
        color={overdue ? 'warning' : 'primary'}
        startIcon={<PlayCircleOutlineRounded />}
        aria-label={t('assignments.student.actionFor', { action, course: assignment.course.displayName })}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        {action}
      </Button>
    </Paper>
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
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {t('assignments.student.title')}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {assigned.map((assignment) => (
          <AssignmentRow key={assignment.id} assignment={assignment} />
        ))}
      </Stack>
    </Box>
  );
}
