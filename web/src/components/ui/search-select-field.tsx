// A field that picks one of a list: a plain select while the list is short, and from `searchFrom` options on a search
// as one types (an admin picks from every team and every course of a school, hundreds or thousands of them). Its own
// module, so that only the pages with such a field fetch MUI's Autocomplete.
import Autocomplete from '@mui/material/Autocomplete';
import Paper, { type PaperProps } from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  createContext,
  forwardRef,
  type ReactNode,
  type Ref,
  type RefObject,
  useContext,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, SelectOption } from './select-field';

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
  /** Under the list when more match than it shows (SHOWN_AT_MOST): how many it shows of how many, and to type on. */
  moreText: (shown: number, total: number) => string;
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
  | 'options'
  | 'keyOf'
  | 'inputTextOf'
  | 'search'
  | 'searchFrom'
  | 'noMatchText'
  | 'moreText'
  | 'clearText'
  | 'searchHint'
>;

/**
 * The most options the search's list renders at once. An admin's every team can be thousands: rendering each as a
 * list item took a phone hundreds of milliseconds on every key press, and nobody scrolls a list that long. The
 * first matches show, and the line under them says to type on.
 */
export const SHOWN_AT_MOST = 50;

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
      {noneText !== undefined && <SelectOption value="">{noneText}</SelectOption>}
      {options.map((option) => (
        <SelectOption key={keyOf(option)} value={keyOf(option)}>
          {optionText(option)}
        </SelectOption>
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
  moreText,
  clearText,
  searchHint,
  noneText,
  error,
  hint,
  required,
  inputRef,
}: SearchSelectFieldProps<Option>) {
  const { t } = useTranslation();
  // How many options the last filtering matched: written as MUI filters (in Autocomplete's render, and only while the
  // list is open), read by the list's paper, which renders after it in the same pass or in its portal's own render.
  const matched = useRef(0);
  const chosen = options.find((option) => keyOf(option) === value) ?? null;
  // The chosen option's text from the first frame (MUI would copy it in only after the first render).
  const [query, setQuery] = useState(() => (chosen === null ? '' : inputTextOf(chosen)));
  const helperText = typeof error === 'string' && error ? error : (hint ?? searchHint);
  return (
    <MoreMatches.Provider value={{ matched, text: moreText }}>
      <Autocomplete
        options={options}
        value={chosen}
        onChange={(_event, option) => onChange(option === null ? '' : keyOf(option))}
        inputValue={query}
        onInputChange={(_event, text) => setQuery(text)}
        getOptionLabel={inputTextOf}
        getOptionKey={keyOf}
        isOptionEqualToValue={(option, chosen) => keyOf(option) === keyOf(chosen)}
        filterOptions={(shown, state) => {
          const matches = search(shown, state.inputValue);
          matched.current = matches.length;
          return firstMatches(matches, chosen);
        }}
        slots={{ paper: ListPaper }}
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
    </MoreMatches.Provider>
  );
}

/**
 * The matches the list shows: the first SHOWN_AT_MOST, and the chosen option first when it would be left out (MUI
 * reopens a chosen field with every option; without it, the first option would be highlighted, and Enter would
 * change the choice).
 */
function firstMatches<Option>(matches: readonly Option[], chosen: Option | null): Option[] {
  const first = matches.slice(0, SHOWN_AT_MOST);
  if (chosen === null || first.includes(chosen) || !matches.includes(chosen)) return first;
  return [chosen, ...first.slice(0, SHOWN_AT_MOST - 1)];
}

/** What the list's paper says of the matches it does not show: MUI renders the paper from `slots.paper`, so the count
 * reaches it through context rather than through MUI's typed slot props. */
const MoreMatches = createContext<{
  matched: RefObject<number>;
  text: (shown: number, total: number) => string;
}>({ matched: { current: 0 }, text: () => '' });

/** The search's list, and under it, when more options match than it shows, how many and that typing narrows them. */
const ListPaper = forwardRef<HTMLDivElement, PaperProps>(function ListPaper({ children, ...paper }, ref) {
  const more = useContext(MoreMatches);
  const total = more.matched.current;
  return (
    <Paper ref={ref} {...paper}>
      {children}
      {total > SHOWN_AT_MOST && (
        <Typography
          variant="body2"
          color="text.secondary"
          // Outside the listbox (it is no option): a status, so a screen reader hears it as the list opens and narrows.
          role="status"
          sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
          // Like MUI's own no-match line: pressing it must not take the focus from the search.
          onMouseDown={(event) => event.preventDefault()}
        >
          {more.text(SHOWN_AT_MOST, total)}
        </Typography>
      )}
    </Paper>
  );
});
