import KeyRound from 'lucide-react/icons/key-round';
import ListPlus from 'lucide-react/icons/list-plus';
import UserMinus from 'lucide-react/icons/user-minus';
import UserPlus from 'lucide-react/icons/user-plus';
import Users from 'lucide-react/icons/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button, IconButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { InlineForm } from '@/components/ui/inline-form';
import { List, ListItem } from '@/components/ui/list';
import { useToast } from '@/components/ui/toast';
import type { TeamDetails, TeamMember } from '@/features/teams/api/get-team';
import { useAddTeamMember, useMakeSignInCode, useRemoveTeamMember } from '@/features/teams/api/team-members';
import { isApiError } from '@/lib/api-client';
import { textOrder } from '@/lib/collation';
import { useAppLanguage } from '@/lib/i18n';
import { personName } from '@/lib/person-name';
import { MemberListDialog } from './member-list-dialog';
import { SignInCodeDialog } from './sign-in-code-dialog';
import styles from './team-members.module.css';

function AddMemberForm({ teamId }: { teamId: string }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const addMutation = useAddTeamMember(teamId);
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const trimmed = username.trim();
    if (trimmed === '') {
      setError(t('teams.usernameRequired'));
      return;
    }
    setError(null);
    addMutation.mutate(trimmed, {
      onSuccess: () => {
        setUsername('');
        showToast({ message: t('teams.memberAdded', { username: trimmed }) });
      },
      onError: (failure) => {
        const status = isApiError(failure) ? failure.status : 0;
        if (status === 404) setError(t('teams.unknownUser', { username: trimmed }));
        else if (status === 409) setError(t('teams.alreadyMember', { username: trimmed }));
        else if (status === 403) setError(t('permission.denied'));
        else setError(t('teams.addFailed'));
      },
    });
  };

  return (
    <InlineForm
      label={t('teams.memberUsername')}
      name="memberUsername"
      value={username}
      onChange={(value) => {
        setUsername(value);
        setError(null);
      }}
      error={error}
      hint={t('teams.memberUsernameHint')}
      submitLabel={t('teams.addMember')}
      submitIcon={<UserPlus size={20} aria-hidden="true" />}
      pending={addMutation.isPending}
      onSubmit={submit}
    />
  );
}

// The member stays set while the dialog closes, so its text does not change during the fade-out.
function RemoveMemberDialog({
  teamId,
  member,
  open,
  onClose,
}: {
  teamId: string;
  member: TeamMember | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  const removeMutation = useRemoveTeamMember(teamId);
  const name = member ? personName(member) : '';

  const remove = () => {
    if (!member) return;
    removeMutation.mutate(member.userId, {
      onSuccess: () => {
        showToast({ message: t('teams.memberRemoved', { name }) });
        onClose();
      },
      onError: () => {
        showToast({ message: t('teams.removeFailed'), severity: 'error' });
        onClose();
      },
    });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      busy={removeMutation.isPending}
      title={t('teams.removeTitle')}
      description={t('teams.removeQuestion', { name })}
      actions={
        <>
          <Button variant="text" onClick={onClose} disabled={removeMutation.isPending}>
            {t('common.cancel')}
          </Button>
          <Button tone="danger" onClick={remove} disabled={removeMutation.isPending}>
            {t('teams.remove')}
          </Button>
        </>
      }
    />
  );
}

/**
 * Who is in a team. For whoever manages it (the educator who owns it, an admin): adding by username, removing with a
 * confirmation, adding a pasted list (issue 41), and a one-time sign-in code for a pupil a guesser has locked out (issue 39); members only see the
 * list.
 */
export function TeamMembers({ team, manageable }: { team: TeamDetails; manageable: boolean }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [confirming, setConfirming] = useState(false);
  const codeMutation = useMakeSignInCode(team.id);
  const [signInCode, setSignInCode] = useState<{ name: string; code: string } | null>(null);
  const [showingCode, setShowingCode] = useState(false);
  const [pastingList, setPastingList] = useState(false);

  const makeCode = (member: TeamMember) =>
    codeMutation.mutate(member.userId, {
      onSuccess: ({ code }) => {
        setSignInCode({ name: personName(member), code });
        setShowingCode(true);
      },
      onError: (failure) => {
        const forbidden = isApiError(failure) && failure.status === 403;
        showToast({
          message: forbidden ? t('teams.signInCodeForbidden') : t('teams.signInCodeFailed'),
          severity: 'error',
        });
      },
    });
  const order = textOrder(useAppLanguage());
  const members = [...team.members].sort((a, b) => order(personName(a), personName(b)));

  return (
    <div className={styles.members}>
      {manageable && <AddMemberForm teamId={team.id} />}
      {manageable && (
        <div>
          <Button
            variant="outline"
            icon={<ListPlus size={20} aria-hidden="true" />}
            onClick={() => setPastingList(true)}
          >
            {t('teams.pasteList')}
          </Button>
        </div>
      )}
      {members.length === 0 ? (
        <EmptyState icon={<Users aria-hidden="true" />} title={t('teams.noMembers')}>
          {manageable ? t('teams.noMembersHint') : undefined}
        </EmptyState>
      ) : (
        <Card padding={0}>
          <List dividers aria-label={t('teams.members')}>
            {members.map((member) => (
              <ListItem
                key={member.userId}
                leading={<Avatar>{personName(member).charAt(0).toUpperCase()}</Avatar>}
                // A long username ends in an ellipsis rather than running under the buttons.
                primary={personName(member)}
                secondary={`@${member.username}`}
                noWrap
                actions={
                  manageable && (
                    <>
                      <IconButton
                        label={t('teams.signInCode', { name: personName(member) })}
                        icon={<KeyRound aria-hidden="true" />}
                        disabled={codeMutation.isPending}
                        onClick={() => makeCode(member)}
                      />
                      <IconButton
                        label={t('teams.removeMember', { name: personName(member) })}
                        icon={<UserMinus aria-hidden="true" />}
                        onClick={() => {
                          setRemoving(member);
                          setConfirming(true);
                        }}
                      />
                    </>
                  )
                }
              />
            ))}
          </List>
        </Card>
      )}
      {signInCode && (
        <SignInCodeDialog
          name={signInCode.name}
          code={signInCode.code}
          open={showingCode}
          onClose={() => setShowingCode(false)}
        />
      )}
      {manageable && (
        <MemberListDialog teamId={team.id} open={pastingList} onClose={() => setPastingList(false)} />
      )}
      {manageable && (
        <RemoveMemberDialog
          teamId={team.id}
          member={removing}
          open={confirming}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
