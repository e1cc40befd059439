// A progress bar: how far something is when `value` is known (0–100), a moving bar while it is not.
import styles from './progress.module.css';

type ProgressProps = {
  /** What is progressing, for screen readers. */
  label: string;
  /** Percent done; absent while nobody knows. */
  value?: number;
  tone?: 'primary' | 'secondary';
  /** large: 8 px high, for a long job whose bar is the screen's main news; 4 px otherwise. */
  size?: 'medium' | 'large';
};

export function Progress({ label, value, tone = 'primary', size = 'medium' }: ProgressProps) {
  const known = value !== undefined;
  const percent = known ? Math.min(100, Math.max(0, value)) : undefined;
  return (
    <div
      className={styles.track}
      data-tone={tone}
      data-size={size}
      role="progressbar"
      aria-label={label}
      aria-valuemin={known ? 0 : undefined}
      aria-valuemax={known ? 100 : undefined}
      aria-valuenow={percent === undefined ? undefined : Math.round(percent)}
    >
      <div
        className={styles.bar}
        data-indeterminate={known ? undefined : ''}
        style={known ? { width: `${percent}%` } : undefined}
      />
    </div>
  );
}
