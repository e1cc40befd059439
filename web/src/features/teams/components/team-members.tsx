import KeyOutlined from '@mui/icons-material/KeyOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import PlaylistAddRounded from '@mui/icons-material/PlaylistAddRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { InlineForm } from '@/components/ui/inline-form';
import { useToast } from '@/components/ui/toast';
import type { TeamDetails, TeamMember } from '@/features/teams/api/get-team';
import { useAddTeamMember, useMakeSignInCode, useRemoveTeamMember } from '@/features/teams/api/team-members';
import { isApiError } from '@/lib/api-client';
import { textOrder } from '@/lib/collation';
import { useAppLanguage } from '@/lib/i18n';
import { personName } from '@/lib/person-name';
import { MemberListDialog } from './member-list-dialog';
import { SignInCodeDialog } from './sign-in-code-dialog';

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
      submitIcon={<PersonAddAlt1Outlined />}
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
    <Dialog open={open} onClose={removeMutation.isPending ? undefined : onClose}>
      <DialogTitle>{t('teams.removeTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('teams.removeQuestion', { name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={removeMutation.isPending}>
          {t('common.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={remove} disabled={removeMutation.isPending}>
          {t('teams.remove')}
        </Button>
      </DialogActions>
    </Dialog>
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
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      {manageable && <AddMemberForm teamId={team.id} />}
      {manageable && (
        <Box>
          <Button variant="outlined" startIcon={<PlaylistAddRounded />} onClick={() => setPastingList(true)}>
            {t('teams.pasteList')}
          </Button>
        </Box>
      )}
      {members.length === 0 ? (
        <EmptyState icon={<PeopleOutline />} title={t('teams.noMembers')}>
          {manageable ? t('teams.noMembersHint') : undefined}
        </EmptyState>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label={t('teams.members')}>
            {members.map((member, index) => (
              <ListItem
                key={member.userId}
                divider={index < members.length - 1}
                sx={manageable ? { pr: 13 } : undefined}
                secondaryAction={
                  manageable && (
                    <>
                      <Tooltip title={t('teams.signInCode', { name: personName(member) })}>
                        <IconButton
                          aria-label={t('teams.signInCode', { name: personName(member) })}
                          disabled={codeMutation.isPending}
                          onClick={() => makeCode(member)}
                        >
                          <KeyOutlined />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('teams.removeMember', { name: personName(member) })}>
                        <IconButton
                          edge="end"
                          aria-label={t('teams.removeMember', { name: personName(member) })}
                          onClick={() => {
                            setRemoving(member);
                            setConfirming(true);
                          }}
                        >
                          <PersonRemoveOutlined />
                        </IconButton>
                      </Tooltip>
                    </>
                  )
                }
              >
                <ListItemAvatar>
                  <Avatar aria-hidden>{personName(member).charAt(0).toUpperCase()}</Avatar>
                </ListItemAvatar>
                {/* A long username ends in an ellipsis rather than running under the buttons. */}
                <ListItemText
                  primary={personName(member)}
                  secondary={`@${member.username}`}
                  slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
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
    </Box>
  );
}
