// A checkbox or a switch with its label: native inputs (keyboard, form submission and screen readers as they
// stand), drawn in the tokens' colours. The switch is a checkbox with role="switch", as WAI-ARIA's switch pattern has it.
import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './checkbox.module.css';

type ToggleProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style' | 'type' | 'role'> & {
  label: ReactNode;
};

type CheckboxProps = ToggleProps & {
  /** Neither on nor off (a "select all" over some of its rows): drawn as a dash and read as "mixed". */
  indeterminate?: boolean;
};

export function Checkbox({ label, indeterminate = false, ...input }: CheckboxProps) {
  return (
    <label className={styles.toggle}>
      <input
        {...input}
        // The mixed state is a property of the element only, no attribute: set on every render.
        ref={(element) => {
          if (element) element.indeterminate = indeterminate;
        }}
        type="checkbox"
        className={styles.checkbox}
      />
      <span>{label}</span>
    </label>
  );
}

export function Switch({ label, ...input }: ToggleProps) {
  return (
    <label className={styles.toggle}>
      {/* A native checkbox states its checked state itself; aria-checked would only repeat it. */}
      {/* biome-ignore lint/a11y/useAriaPropsForRole: the checked state is the input's own. */}
      <input {...input} type="checkbox" role="switch" className={styles.switch} />
      <span>{label}</span>
    </label>
  );
}
