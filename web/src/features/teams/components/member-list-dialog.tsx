import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  MEMBER_LIST_MAX_ENTRIES,
  MEMBER_LIST_MAX_LENGTH,
  splitMemberList,
} from '@quizdrill/contracts/rules/teams';
import type { AddMembersReport, MemberListOutcome } from '@quizdrill/contracts/types';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { useAddTeamMembers } from '@/features/teams/api/team-members';
import { isApiError } from '@/lib/api-client';
import { personName } from '@/lib/person-name';

const OUTCOME_SEVERITY: Record<MemberListOutcome, 'success' | 'info' | 'error'> = {
  added: 'success',
  already_member: 'info',
  duplicate: 'info',
  not_found: 'error',
  not_a_student: 'error',
  invalid: 'error',
};

/** One row per line of the list, so the report reads beside it on a phone as on a desktop. */
function ReportList({ report }: { report: AddMembersReport }) {
  const { t } = useTranslation();
  return (
    <List dense disablePadding aria-label={t('teams.listReport')}>
      {report.entries.map((entry) => (
        <ListItem key={`${entry.line}-${entry.entry}`} divider disableGutters>
          <ListItemText
            primary={t('teams.listLineEntry', { line: entry.line, entry: entry.entry })}
            secondary={t(`teams.listOutcomes.${entry.outcome}`, {
              name: entry.member ? personName(entry.member) : entry.entry,
            })}
            slotProps={{
              primary: { sx: { overflowWrap: 'anywhere' } },
              secondary: {
                sx: { color: OUTCOME_SEVERITY[entry.outcome] === 'error' ? 'error.main' : 'text.secondary' },
              },
            }}
          />
        </ListItem>
      ))}
    </List>
  );
}

function ReportSummary({ report }: { report: AddMembersReport }) {
  const { t } = useTranslation();
  const { added, already_member: already } = report.counts;
  const problems = report.counts.not_found + report.counts.not_a_student + report.counts.invalid;
  return (
    <Alert severity={problems > 0 ? 'warning' : 'success'} role="status">
      {[
        t('teams.listAdded', { count: added }),
        already > 0 ? t('teams.listAlready', { count: already }) : null,
        problems > 0 ? t('teams.listProblems', { count: problems }) : null,
      ]
        .filter(Boolean)
        .join(' · ')}
    </Alert>
  );
}

/**
 * A teacher pastes a class list (usernames or e-mail addresses, one per line) and reads what became of each line
 * (issue 41). The list stays after adding, so the lines the report flags can be fixed and sent again.
 */
export function MemberListDialog({
  teamId,
  open,
  onClose,
}: {
  teamId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const addMembers = useAddTeamMembers(teamId);
  const [list, setList] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<AddMembersReport | null>(null);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entries = splitMemberList(list).length;
    if (entries === 0) return setError(t('teams.listRequired'));
    if (entries > MEMBER_LIST_MAX_ENTRIES) {
      return setError(t('teams.listTooLong', { count: entries, max: MEMBER_LIST_MAX_ENTRIES }));
    }
    setError(null);
    addMembers.mutate(list, {
      onSuccess: setReport,
      onError: (failure) =>
        setError(
          isApiError(failure) && failure.status === 403 ? t('permission.denied') : t('teams.listFailed'),
        ),
    });
  };
  const close = () => {
    if (addMembers.isPending) return;
    onClose();
    setReport(null);
    setError(null);
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('teams.pasteList')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {t('teams.pasteListHint')}
          </Typography>
          <Box sx={{ mt: 1 }}>
            <FormField
              name="memberList"
              label={t('teams.listLabel')}
              value={list}
              onChange={(value) => {
                setList(value);
                setError(null);
              }}
              error={error ?? undefined}
              multiline
              minRows={5}
              maxRows={12}
              maxLength={MEMBER_LIST_MAX_LENGTH}
            />
          </Box>
          {report && <ReportSummary report={report} />}
          {report && <ReportList report={report} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={addMembers.isPending}>
            {t('common.close')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={addMembers.isPending}
            startIcon={
              addMembers.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
            }
          >
            {t('teams.addList')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
