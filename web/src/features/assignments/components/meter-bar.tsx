import styles from './meter-bar.module.css';

type MeterBarProps = {
  /** Percent done, 0–100. */
  value: number;
  tone: 'primary' | 'success' | 'warning' | 'error';
  /** The bar's height in px: thicker where it stands for a whole class. */
  thickness: 6 | 8 | 10;
};

/**
 * A bar of how far a student or a class got, in the colour of how it went. Decoration beside the text that says the
 * same (the colour is never the only sign), so hidden from screen readers.
 */
export function MeterBar({ value, tone, thickness }: MeterBarProps) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <div className={styles.track} data-tone={tone} style={{ height: thickness }} aria-hidden="true">
      <div className={styles.bar} style={{ width: `${percent}%` }} />
    </div>
  );
}
