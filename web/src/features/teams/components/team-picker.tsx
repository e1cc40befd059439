import ChevronRight from 'lucide-react/icons/chevron-right';
import CircleCheckBig from 'lucide-react/icons/circle-check-big';
import Users from 'lucide-react/icons/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { List, ListItemButton } from '@/components/ui/list';
import { Spinner } from '@/components/ui/spinner';
import type { TeamSummary } from '@/features/teams/api/get-my-teams';
import { useSelectTeam } from '@/features/teams/api/select-team';
import { isApiError } from '@/lib/api-client';
import styles from './team-list.module.css';

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
    <div className={styles.picker}>
      {error && <Alert tone="error">{error}</Alert>}
      <Card padding={0}>
        <div className={styles.clip}>
          <List dividers aria-label={t('teams.yourTeams')}>
            {teams.map((team) => {
              const current = team.id === currentTeamId;
              const pending = selectMutation.isPending && selectMutation.variables === team.id;
              return (
                <ListItemButton
                  key={team.id}
                  disabled={selectMutation.isPending}
                  selected={current}
                  onClick={() => select(team)}
                  leading={
                    <Avatar tone="primary">
                      <Users />
                    </Avatar>
                  }
                  primary={<span className={styles.name}>{team.name}</span>}
                  secondary={t('teams.ownerAndCount', { owner: team.ownerName, count: team.memberCount })}
                  trailing={
                    <>
                      {current && (
                        <Badge tone="success" size="small" icon={<CircleCheckBig />}>
                          {t('teams.current')}
                        </Badge>
                      )}
                      {pending ? (
                        <Spinner size={22} label={t('common.loading')} />
                      ) : (
                        <ChevronRight className={styles.chevron} aria-hidden="true" />
                      )}
                    </>
                  }
                />
              );
            })}
          </List>
        </div>
      </Card>
    </div>
  );
}
