import {
  MEMBER_LIST_MAX_ENTRIES,
  MEMBER_LIST_MAX_LENGTH,
  splitMemberList,
} from '@quizdrill/contracts/rules/teams';
import type { AddMembersReport, MemberListOutcome } from '@quizdrill/contracts/types';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { useAddTeamMembers } from '@/features/teams/api/team-members';
import { isApiError } from '@/lib/api-client';
import { personName } from '@/lib/person-name';
import styles from './member-list-dialog.module.css';

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
    <ul className={styles.report} aria-label={t('teams.listReport')}>
      {report.entries.map((entry) => (
        <li key={`${entry.line}-${entry.entry}`} className={styles.line}>
          <span className={styles.entry}>
            {t('teams.listLineEntry', { line: entry.line, entry: entry.entry })}
          </span>
          <span
            className={styles.outcome}
            data-error={OUTCOME_SEVERITY[entry.outcome] === 'error' || undefined}
          >
            {t(`teams.listOutcomes.${entry.outcome}`, {
              name: entry.member ? personName(entry.member) : entry.entry,
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}

function ReportSummary({ report }: { report: AddMembersReport }) {
  const { t } = useTranslation();
  const { added, already_member: already } = report.counts;
  const problems = report.counts.not_found + report.counts.not_a_student + report.counts.invalid;
  return (
    <Alert tone={problems > 0 ? 'warning' : 'success'} urgent={false}>
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
  const formId = useId();
  const addMembers = useAddTeamMembers(teamId);
  const [list, setList] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<AddMembersReport | null>(null);

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
    <Dialog
      open={open}
      onClose={close}
      title={t('teams.pasteList')}
      description={t('teams.pasteListHint')}
      busy={addMembers.isPending}
      size="medium"
      actions={
        <>
          <Button variant="text" onClick={close} disabled={addMembers.isPending}>
            {t('common.close')}
          </Button>
          <Button type="submit" form={formId} loading={addMembers.isPending}>
            {t('teams.addList')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
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
        {report && <ReportSummary report={report} />}
        {report && <ReportList report={report} />}
      </form>
    </Dialog>
  );
}
