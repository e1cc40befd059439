// The team a teacher picks for an assignment or a live game. A teacher's handful of teams is a plain select; an
// admin picks from every team in the school, hundreds of them, so from TEAM_SEARCH_FROM on the field searches as one
// types, with the teams page's lenient search (utils/team-search.ts: "9a lind" finds Lindqvist's "Klass 9A").
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ReactNode, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import type { TeamSummary } from '../api/get-my-teams';
import { teamLabel } from '../utils/team-label';
import { searchTeams, TEAM_SEARCH_FROM } from '../utils/team-search';

export type TeamOption = Pick<TeamSummary, 'id' | 'name' | 'ownerUsername' | 'isOwner'>;

type TeamFieldProps<Team extends TeamOption> = {
  name: string;
  label: string;
  teams: readonly Team[];
  /** The chosen team's id, '' for none. */
  value: string;
  onChange: (teamId: string) => void;
  /** A choice's text: the team's label (utils/team-label.ts) and what the form adds to it. */
  optionText: (team: Team) => string;
  /** When picking no team is a choice: its text (in the search, the empty field's placeholder). */
  noneText?: string;
  error?: string | boolean | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** Its `focus()` moves the focus to the field, to show the user what is missing. */
  inputRef?: Ref<HTMLInputElement>;
};

export function TeamField<Team extends TeamOption>(props: TeamFieldProps<Team>) {
  return props.teams.length < TEAM_SEARCH_FROM ? <TeamSelect {...props} /> : <TeamSearch {...props} />;
}

function TeamSelect<Team extends TeamOption>({
  teams,
  optionText,
  noneText,
  ...field
}: TeamFieldProps<Team>) {
  return (
    <SelectField {...field} fullWidth>
      {noneText !== undefined && <MenuItem value="">{noneText}</MenuItem>}
      {teams.map((team) => (
        // A long name (with its teacher's, for an admin) wraps instead of running off a phone's screen.
        <MenuItem key={team.id} value={team.id} sx={{ whiteSpace: 'normal' }}>
          {optionText(team)}
        </MenuItem>
      ))}
    </SelectField>
  );
}

function TeamSearch<Team extends TeamOption>({
  name,
  label,
  teams,
  value,
  onChange,
  optionText,
  noneText,
  error,
  hint,
  required,
  inputRef,
}: TeamFieldProps<Team>) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const helperText = typeof error === 'string' && error ? error : (hint ?? t('teams.searchHint'));
  return (
    <Autocomplete
      options={teams}
      value={teams.find((team) => team.id === value) ?? null}
      onChange={(_event, team) => onChange(team?.id ?? '')}
      inputValue={query}
      onInputChange={(_event, text) => setQuery(text)}
      getOptionLabel={teamLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(options, state) => [...searchTeams(options, state.inputValue)]}
      renderOption={({ key, ...option }, team) => (
        <li key={key} {...option}>
          {optionText(team)}
        </li>
      )}
      noOptionsText={t('teams.searchNoMatch', { query: query.trim() })}
      clearText={t('teams.fieldClear')}
      openText={t('teams.fieldOpen')}
      closeText={t('teams.fieldClose')}
      autoHighlight
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          placeholder={noneText}
          required={required}
          error={Boolean(error)}
          helperText={helperText}
          inputRef={inputRef}
        />
      )}
    />
  );
}
