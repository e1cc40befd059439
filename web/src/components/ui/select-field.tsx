// A form's select: the UI layer's Select with the props the forms give it, its choices written as option elements
// (`<SelectOption value="sv">Svenska</SelectOption>`, as a native select's). Its own module, so pages without a
// select never fetch Base UI's Select.
import { Children, isValidElement, type ReactNode, type Ref } from 'react';
import { type SelectOption as Choice, Select } from './select';

type SelectOptionProps = {
  value: string;
  /** The option's text. */
  children: string;
  /** Its language, where it differs from the page's (a language's own name). */
  lang?: string;
};

/** One choice of a SelectField, read by the field: it renders nothing of its own. */
export function SelectOption(_props: SelectOptionProps): null {
  return null;
}

type SelectFieldProps = {
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The choices: SelectOption elements (or any element with `value`, text children and an optional `lang`). */
  children: ReactNode;
  /** Translated; `true` marks the field invalid when another element says why. */
  error?: string | boolean | undefined;
  /** Under the field while it has no error. */
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The empty value is a choice of its own (an option with value ''): the field shows its text. */
  displayEmpty?: boolean;
  fullWidth?: boolean;
  /** The narrowest the field gets from 600 px up (px). */
  minWidth?: number;
  /** Its `focus()` moves the focus to the select, to show the user what is missing. */
  inputRef?: Ref<HTMLInputElement>;
  /** How an option's text shows, in the list and once chosen (Select's). */
  renderLabel?: (label: string) => ReactNode;
};

/** A labelled select whose options are its children. */
export function SelectField({ children, displayEmpty: _shownByItsOption, ...field }: SelectFieldProps) {
  return <Select {...field} options={optionsOf(children)} />;
}

/** The choices the children describe, in order. */
function optionsOf(children: ReactNode): Choice[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<Partial<SelectOptionProps> & { children?: ReactNode }>(child)) return [];
    const { value, children: text, lang } = child.props;
    if (value === undefined) return [];
    return [{ value: String(value), label: Children.toArray(text).join(''), lang }];
  });
}
