// A row of buttons of which one is pressed (the language: SV | EN): each a native button with aria-pressed, in a
// labelled group, as the app's toggles have always been announced.
import styles from './toggle-buttons.module.css';

export type ToggleOption<Value extends string> = {
  value: Value;
  label: string;
  /** The pointer's tooltip: the option's full name where the label is short. */
  title?: string;
  /** The option's own language, so a screen reader says "EN" in English. */
  lang?: string;
};

type ToggleButtonsProps<Value extends string> = {
  label: string;
  options: readonly ToggleOption<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
  /** On a coloured bar the pressed button is a light chip; on a page surface the primary colour marks it. */
  placement?: 'surface' | 'bar';
  size?: 'small' | 'medium';
};

export function ToggleButtons<Value extends string>({
  label,
  options,
  value,
  onChange,
  placement = 'surface',
  size = 'small',
}: ToggleButtonsProps<Value>) {
  return (
    <fieldset aria-label={label} className={styles.group} data-placement={placement} data-size={size}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.button}
          aria-pressed={option.value === value}
          lang={option.lang}
          title={option.title}
          onClick={() => {
            if (option.value !== value) onChange(option.value);
          }}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
