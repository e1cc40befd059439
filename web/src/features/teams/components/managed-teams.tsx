import { TEAM_NAME_MAX_LENGTH } from '@quizdrill/contracts/rules';
import Plus from 'lucide-react/icons/plus';
import UserPlus from 'lucide-react/icons/user-plus';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { InlineForm } from '@/components/ui/inline-form';
import { Stack } from '@/components/ui/layout';
import { useToast } from '@/components/ui/toast';
import { teamPath } from '@/config/paths';
import { useCreateTeam } from '@/features/teams/api/create-team';
import type { TeamSummary } from '@/features/teams/api/get-my-teams';
import { isApiError } from '@/lib/api-client';
import { SearchableTeamLinks } from './searchable-team-links';

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
      submitIcon={<Plus size={20} aria-hidden="true" />}
      pending={createMutation.isPending}
      onSubmit={submit}
    />
  );
}

/** An educator's (or admin's) own teams, each opening its member management, and a way to start a new one. */
export function ManagedTeams({ teams }: { teams: TeamSummary[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <CreateTeamForm />
      {teams.length === 0 ? (
        <EmptyState icon={<UserPlus aria-hidden="true" />} title={t('teams.noManagedTeams')}>
          {t('teams.noManagedTeamsHint')}
        </EmptyState>
      ) : (
        <SearchableTeamLinks
          teams={teams}
          label={t('teams.managedTeams')}
          searchName="managedTeamSearch"
          searchLabel={t('teams.searchManaged')}
          detailOf={(team) => t('teams.memberCount', { count: team.memberCount })}
        />
      )}
    </Stack>
  );
}
