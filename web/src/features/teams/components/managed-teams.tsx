import AddRounded from '@mui/icons-material/AddRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { TEAM_NAME_MAX_LENGTH } from '@quizdrill/contracts/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state';
import { InlineForm } from '../../../components/ui/inline-form';
import { useToast } from '../../../components/ui/toast';
import { teamPath } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useCreateTeam } from '../api/create-team';
import type { TeamSummary } from '../api/get-my-teams';

function CreateTeamForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showToast = useToast();
  const createMutation = useCreateTeam();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = () => {
    const trimmed = name.trim();
    if (trimmed === '') {
      setNameError(t('teams.nameRequired'));
      return;
    }
    setNameError(null);
    createMutation.mutate(trimmed, {
      onSuccess: (team) => {
        showToast({ message: t('teams.created', { name: team.name }) });
        navigate(teamPath(team.id));
      },
      onError: (error) =>
        setNameError(
          isApiError(error) && error.status === 403
            ? t('permission.denied')
            : isApiError(error) && error.status === 400
              ? error.message
              : t('teams.createFailed'),
        ),
    });
  };

  return (
    <InlineForm
      label={t('teams.newTeamName')}
      name="teamName"
      value={name}
      onChange={(value) => {
        setName(value);
        setNameError(null);
      }}
      error={nameError}
      maxLength={TEAM_NAME_MAX_LENGTH}
      submitLabel={t('teams.create')}
      submitIcon={<AddRounded />}
      pending={createMutation.isPending}
      onSubmit={submit}
    />
  );
}

/** An educator's (or admin's) own teams, each opening its member management, and a way to start a new one. */
export function ManagedTeams({ teams }: { teams: TeamSummary[] }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <CreateTeamForm />
      {teams.length === 0 ? (
        <EmptyState icon={<GroupAddOutlined />} title={t('teams.noManagedTeams')}>
          {t('teams.noManagedTeamsHint')}
        </EmptyState>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label={t('teams.managedTeams')}>
            {teams.map((team, index) => (
              <ListItem key={team.id} disablePadding divider={index < teams.length - 1}>
                <ListItemButton component={RouterLink} to={teamPath(team.id)} sx={{ py: 1.5 }}>
                  <ListItemAvatar>
                    <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
                      <ManageAccountsOutlined />
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText
                    primary={team.name}
                    secondary={t('teams.memberCount', { count: team.memberCount })}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                  <ChevronRightRounded color="action" />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}
