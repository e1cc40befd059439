// A choice of one among a few, all in view (the order of a live game's questions, a question's right answer): Base
// UI's RadioGroup and Radio (roles, arrow keys, one tab stop, a hidden input for the form), drawn on the tokens.
import { Radio as BaseRadio } from '@base-ui/react/radio';
import { RadioGroup as BaseRadioGroup } from '@base-ui/react/radio-group';
import { type ReactNode, type Ref, useId } from 'react';
import styles from './radio-group.module.css';

type RadioGroupProps = {
  /** The form field's name. */
  name: string;
  /** The chosen radio's value, '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Shown above the radios and naming the group; or `aria-label` where the screen shows the name elsewhere. */
  label?: ReactNode;
  'aria-label'?: string;
  /** The radios side by side, wrapping on a narrow screen; one under another otherwise. */
  row?: boolean;
  disabled?: boolean;
  /** Radio elements, on their own or inside a layout of the screen's (each option's row of fields). */
  children: ReactNode;
};

/** A labelled group of Radio: Tab reaches the chosen one, the arrow keys choose another. */
export function RadioGroup({
  name,
  value,
  onChange,
  label,
  'aria-label': ariaLabel,
  row = false,
  disabled,
  children,
}: RadioGroupProps) {
  const labelId = useId();
  return (
    <div className={styles.field}>
      {label && (
        <div id={labelId} className={styles.label}>
          {label}
        </div>
      )}
      <BaseRadioGroup
        name={name}
        value={value}
        onValueChange={(chosen) => onChange(String(chosen))}
        disabled={disabled}
        aria-labelledby={label ? labelId : undefined}
        aria-label={label ? undefined : ariaLabel}
        className={styles.group}
        data-row={row || undefined}
      >
        {children}
      </BaseRadioGroup>
    </div>
  );
}

type RadioProps = {
  value: string;
  /** The visible label beside it; or `aria-label` where the radio stands beside what it chooses (an option's field). */
  label?: ReactNode;
  'aria-label'?: string;
  /** success: the green of a right answer when chosen; primary otherwise. */
  tone?: 'primary' | 'success';
  disabled?: boolean;
  /** The option's outermost element, so a Tooltip can wrap it. */
  ref?: Ref<HTMLElement>;
};

/** One option of a RadioGroup, a 40 px target. */
export function Radio({
  value,
  label,
  'aria-label': ariaLabel,
  tone = 'primary',
  disabled,
  ref,
  ...rest
}: RadioProps) {
  const radio = (
    <BaseRadio.Root
      {...(label ? {} : rest)}
      ref={label ? undefined : (ref as Ref<HTMLButtonElement>)}
      value={value}
      disabled={disabled}
      aria-label={ariaLabel}
      className={styles.radio}
      data-tone={tone}
    >
      <BaseRadio.Indicator className={styles.indicator} />
    </BaseRadio.Root>
  );
  if (!label) return radio;
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is Base UI's radio button inside the label.
    <label {...rest} ref={ref as Ref<HTMLLabelElement>} className={styles.option}>
      {radio}
      <span>{label}</span>
    </label>
  );
}
