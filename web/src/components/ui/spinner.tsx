import styles from './spinner.module.css';

type SpinnerProps = {
  /** Said by screen readers; without it the spinner is decoration beside a text that says the same. */
  label?: string;
  size?: number;
};

/** A turning circle for something that runs without a known end. */
export function Spinner({ label, size = 20 }: SpinnerProps) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: labelled by aria-label when it speaks, hidden when it decorates.
    <svg
      className={styles.spinner}
      width={size}
      height={size}
      viewBox="0 0 44 44"
      {...(label ? { role: 'progressbar', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <circle cx="22" cy="22" r="20" fill="none" strokeWidth="4" />
    </svg>
  );
}
