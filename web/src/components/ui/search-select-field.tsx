// A field that picks one of a list: a plain select while the list is short, and from `searchFrom` options on a search
// as one types (an admin picks from every team and every course of a school, hundreds or thousands of them).
import { Combobox, type ComboboxProps } from './combobox';
import { SelectField, SelectOption } from './select-field';

/** The combobox's props (combobox.tsx), and from how many options it searches instead of being a plain select. */
export type SearchSelectFieldProps<Option> = ComboboxProps<Option> & {
  /** From this many options the field searches; fewer are a plain select. */
  searchFrom: number;
  /** Under the search while it has no error and no `hint`: what one may type. */
  searchHint?: string;
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
