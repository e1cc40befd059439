import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamSummary } from '@/features/teams/api/get-my-teams';
import { useSelectTeam } from '@/features/teams/api/select-team';
import { isApiError } from '@/lib/api-client';

type TeamPickerProps = {
  teams: TeamSummary[];
  currentTeamId: string | undefined;
  onSelected: (team: TeamSummary) => void;
};

/** "Click your team to continue": one click makes it the current team. */
export function TeamPicker({ teams, currentTeamId, onSelected }: TeamPickerProps) {
  const { t } = useTranslation();
  const selectMutation = useSelectTeam();
  const [error, setError] = useState<string | null>(null);

  const select = (team: TeamSummary) => {
    setError(null);
    selectMutation.mutate(team.id, {
      onSuccess: () => onSelected(team),
      onError: (failure) =>
        setError(
          isApiError(failure) && failure.status === 403 ? t('permission.denied') : t('teams.selectFailed'),
        ),
    });
  };

  return (
    <>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {/* The current team's highlight stays inside the rounded corners. */}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <List disablePadding aria-label={t('teams.yourTeams')}>
          {teams.map((team, index) => {
            const current = team.id === currentTeamId;
            const pending = selectMutation.isPending && selectMutation.variables === team.id;
            return (
              <ListItem key={team.id} divider={index < teams.length - 1} disablePadding>
                <ListItemButton
                  disabled={selectMutation.isPending}
                  selected={current}
                  onClick={() => select(team)}
                  sx={{ py: 1.5 }}
                >
                  <ListItemAvatar>
                    <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                      <GroupsOutlined />
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText
                    primary={team.name}
                    secondary={t('teams.ownerAndCount', {
                      owner: team.ownerName,
                      count: team.memberCount,
                    })}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                  {current && (
                    <Chip
                      size="small"
                      color="success"
                      icon={<CheckCircleRounded />}
                      label={t('teams.current')}
                      sx={{ mr: 1 }}
                    />
                  )}
                  {pending ? (
                    <CircularProgress size={22} aria-label={t('common.loading')} />
                  ) : (
                    <ChevronRightRounded color="action" />
                  )}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Paper>
    </>
  );
}
