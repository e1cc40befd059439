// A field that picks one of a list: a plain select while the list is short, and from `searchFrom` options on a search
// as one types (an admin picks from every team and every course of a school, hundreds or thousands of them).
import type { ReactNode, Ref } from 'react';
import { Combobox } from './combobox';
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
  /** Under the list when more match than it shows (combobox.tsx's SHOWN_AT_MOST): how many it shows of how many, and to type on. */
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
  searchFrom: _,
  searchHint,
  hint,
  ...field
}: SearchSelectFieldProps<Option>) {
  return <Combobox {...field} hint={hint ?? searchHint} />;
}
