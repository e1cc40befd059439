// The team a teacher picks for an assignment or a live game: searched as one types once there are TEAM_SEARCH_FROM
// (an admin picks from every team in the school), with the teams page's search ("9a lind" finds Lindqvist's "Klass
// 9A").
import { useTranslation } from 'react-i18next';
import { type KindOfSearchSelectFieldProps, SearchSelectField } from '@/components/ui/search-select-field';
import { type TeamOption, teamLabel } from './team-label';
import { searchTeams, TEAM_SEARCH_FROM } from './team-search';

type TeamFieldProps<Team extends TeamOption> = KindOfSearchSelectFieldProps<Team> & {
  teams: readonly Team[];
};

export function TeamField<Team extends TeamOption>({ teams, ...field }: TeamFieldProps<Team>) {
  const { t } = useTranslation();
  return (
    <SearchSelectField
      {...field}
      options={teams}
      keyOf={(team) => team.id}
      inputTextOf={teamLabel}
      search={searchTeams}
      clearText={t('searchField.clearTeam')}
      moreText={(shown, total) => t('searchField.moreTeams', { shown, total })}
      searchFrom={TEAM_SEARCH_FROM}
      noMatchText={(query) => t('teams.searchNoMatch', { query })}
      searchHint={t('teams.searchHint')}
    />
  );
}
