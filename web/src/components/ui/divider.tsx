// A thin line between two groups of content (MUI's Divider).
import styles from './divider.module.css';
import type { Space } from './layout';

type DividerProps = {
  /** vertical: between items side by side in a row (a toolbar); horizontal otherwise. */
  orientation?: 'horizontal' | 'vertical';
  /** Space on both sides of the line, a step of the tokens' scale; none unless said. */
  spacing?: Space;
};

/** A separator line; decorative unless it divides a menu or a toolbar, so it stays out of the accessibility tree. */
export function Divider({ orientation = 'horizontal', spacing = 0 }: DividerProps) {
  const margin = spacing === 0 ? '0' : `var(--space-${spacing})`;
  return (
    <hr
      aria-hidden
      className={styles.divider}
      data-orientation={orientation}
      style={orientation === 'vertical' ? { marginInline: margin } : { marginBlock: margin }}
    />
  );
}
