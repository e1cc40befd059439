// A field that picks one of a list: a plain select while the list is short, and from `searchFrom` options on a search
// as one types (an admin picks from every team and every course of a school, hundreds of them). Its own module, so
// that only the pages with such a field fetch MUI's Autocomplete.
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ReactNode, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from './select-field';

export type SearchSelectFieldProps<Option> = {
  name: string;
  label: string;
  options: readonly Option[];
  /** The chosen option's key, '' for none. */
  value: string;
  onChange: (key: string) => void;
  keyOf: (option: Option) => string;
  /** A chosen option as the search's text box shows it. */
  inputTextOf: (option: Option) => string;
  /** An option as the list shows it. */
  optionText: (option: Option) => string;
  /** The options that match what was typed, in order (lib/lenient-search.ts). */
  search: (options: readonly Option[], query: string) => readonly Option[];
  /** From this many options the field searches; fewer are a plain select. */
  searchFrom: number;
  /** What the list says when nothing matches `query`. */
  noMatchText: (query: string) => string;
  /** The search's button that clears the choice, named for what it clears (a form may have two such fields). */
  clearText: string;
  /** Under the search while it has no error and no `hint`: what one may type. */
  searchHint?: string;
  /** When choosing none is a choice: its text, which the empty field shows (in the search, Escape chooses it). */
  noneText?: string;
  /** Translated; `true` marks the field invalid when another element says why. */
  error?: string | boolean | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** Its `focus()` moves the focus to the field, to show the user what is missing. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * What a form gives a field of one kind of option (TeamField, CourseField): everything but how that kind is keyed,
 * shown in the text box and searched, which the kind's field fills in.
 */
export type KindOfSearchSelectFieldProps<Option> = Omit<
  SearchSelectFieldProps<Option>,
  'options' | 'keyOf' | 'inputTextOf' | 'search' | 'searchFrom' | 'noMatchText' | 'clearText' | 'searchHint'
>;

export function SearchSelectField<Option>(props: SearchSelectFieldProps<Option>) {
  return props.options.length < props.searchFrom ? (
    <PlainSelect {...props} />
  ) : (
    <SearchAsYouType {...props} />
  );
}

function PlainSelect<Option>(props: SearchSelectFieldProps<Option>) {
  const { options, keyOf, optionText, noneText } = props;
  return (
    <SelectField
      name={props.name}
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      hint={props.hint}
      required={props.required}
      inputRef={props.inputRef}
      displayEmpty={noneText !== undefined}
      fullWidth
    >
      {noneText !== undefined && <MenuItem value="">{noneText}</MenuItem>}
      {options.map((option) => (
        // A long text (a team with its teacher's name, for an admin) wraps instead of running off a phone's screen.
        <MenuItem key={keyOf(option)} value={keyOf(option)} sx={{ whiteSpace: 'normal' }}>
          {optionText(option)}
        </MenuItem>
      ))}
    </SelectField>
  );
}

function SearchAsYouType<Option>({
  name,
  label,
  options,
  value,
  onChange,
  keyOf,
  inputTextOf,
  optionText,
  search,
  noMatchText,
  clearText,
  searchHint,
  noneText,
  error,
  hint,
  required,
  inputRef,
}: SearchSelectFieldProps<Option>) {
  const { t } = useTranslation();
  const chosen = options.find((option) => keyOf(option) === value) ?? null;
  // The chosen option's text from the first frame (MUI would copy it in only after the first render).
  const [query, setQuery] = useState(() => (chosen === null ? '' : inputTextOf(chosen)));
  const helperText = typeof error === 'string' && error ? error : (hint ?? searchHint);
  return (
    <Autocomplete
      options={options}
      value={chosen}
      onChange={(_event, option) => onChange(option === null ? '' : keyOf(option))}
      inputValue={query}
      onInputChange={(_event, text) => setQuery(text)}
      getOptionLabel={inputTextOf}
      getOptionKey={keyOf}
      isOptionEqualToValue={(option, chosen) => keyOf(option) === keyOf(chosen)}
      filterOptions={(shown, state) => [...search(shown, state.inputValue)]}
      renderOption={({ key, ...attributes }, option) => (
        <li key={key} {...attributes}>
          {optionText(option)}
        </li>
      )}
      noOptionsText={noMatchText(query.trim())}
      clearText={clearText}
      openText={t('searchField.open', { label })}
      closeText={t('searchField.close', { label })}
      // Where none is a choice, Escape chooses it too (the clear button is out of the tab order).
      clearOnEscape={noneText !== undefined}
      autoHighlight
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          placeholder={noneText}
          // Where none is a choice the empty field says so: the label stays above it, the placeholder shows.
          slotProps={
            noneText === undefined ? undefined : { inputLabel: { ...params.InputLabelProps, shrink: true } }
          }
          required={required}
          error={Boolean(error)}
          helperText={helperText}
          inputRef={inputRef}
        />
      )}
    />
  );
}
