// A labelled choice of one from a list that opens (a course, a language): Base UI's Select (listbox roles, arrow keys,
// typeahead, a hidden input for the form) with the label above and the hint or error below, as TextField has them.
import { Select as BaseSelect } from '@base-ui/react/select';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { type CSSProperties, type ReactNode, type Ref, useId } from 'react';
import styles from './select.module.css';
import fieldStyles from './text-field.module.css';

/** One choice: the value the form gets, the text the list shows, and its language where it differs from the page's. */
export type SelectOption = { value: string; label: string; lang?: string };

export type SelectProps = {
  name: string;
  /** The field's name as shown and read: text, or a node (a typeset formula) whose text a screen reader reads. */
  label: ReactNode;
  /** The chosen option's value; '' for none (shown as an option with value '' when there is one, else empty). */
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Under the field while it has no error. */
  hint?: ReactNode;
  /** Translated; `true` marks the field invalid when another element says why. */
  error?: string | boolean | undefined;
  required?: boolean;
  disabled?: boolean;
  /** As wide as its parent. */
  fullWidth?: boolean;
  /** The narrowest the field gets from 600 px up (px), so a short choice does not make a narrow field. */
  minWidth?: number;
  /** Its `focus()` moves the focus to the field, to show the user what is missing. */
  inputRef?: Ref<HTMLInputElement>;
  /**
   * Given, how an option's text shows in the list and in the field once chosen (a formula typeset); the plain text
   * stays what typing a letter matches.
   */
  renderLabel?: (label: string) => ReactNode;
};

/** A select with its label above and its hint or error below, both read with the field. */
export function Select({
  name,
  label,
  value,
  onChange,
  options,
  hint,
  error,
  required,
  disabled,
  fullWidth,
  minWidth,
  inputRef,
  renderLabel,
}: SelectProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = typeof error === 'string' && error ? error : hint;
  const items = options.map((option) => ({ value: option.value, label: option.label }));
  const shown = (label: string) => (renderLabel ? renderLabel(label) : label);
  return (
    <div
      className={`${fieldStyles.field} ${styles.field}`}
      data-full-width={fullWidth || undefined}
      data-invalid={error ? '' : undefined}
      data-disabled={disabled || undefined}
      style={
        minWidth === undefined ? undefined : ({ '--select-min-width': `${minWidth}px` } as CSSProperties)
      }
    >
      <BaseSelect.Root
        name={name}
        value={value}
        onValueChange={(chosen) => onChange(chosen ?? '')}
        items={items}
        required={required}
        disabled={disabled}
        inputRef={inputRef}
      >
        <BaseSelect.Label className={fieldStyles.label}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </BaseSelect.Label>
        <BaseSelect.Trigger
          className={`${fieldStyles.control} ${styles.trigger}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
        >
          <BaseSelect.Value className={styles.value}>
            {(chosen: string) => shown(options.find((option) => option.value === chosen)?.label ?? '')}
          </BaseSelect.Value>
          <BaseSelect.Icon className={styles.icon}>
            <ChevronDown aria-hidden />
          </BaseSelect.Icon>
        </BaseSelect.Trigger>
        <BaseSelect.Portal>
          <BaseSelect.Positioner className={styles.positioner}>
            <BaseSelect.Popup className={styles.popup}>
              <BaseSelect.List>
                {options.map((option) => (
                  <BaseSelect.Item
                    key={option.value}
                    value={option.value}
                    label={option.label}
                    className={styles.item}
                    lang={option.lang}
                  >
                    <BaseSelect.ItemText className={styles.itemText}>
                      {shown(option.label)}
                    </BaseSelect.ItemText>
                    <BaseSelect.ItemIndicator className={styles.itemIndicator}>
                      <Check aria-hidden />
                    </BaseSelect.ItemIndicator>
                  </BaseSelect.Item>
                ))}
              </BaseSelect.List>
            </BaseSelect.Popup>
          </BaseSelect.Positioner>
        </BaseSelect.Portal>
      </BaseSelect.Root>
      {note && (
        <div className={fieldStyles.note} id={noteId}>
          {note}
        </div>
      )}
    </div>
  );
}
