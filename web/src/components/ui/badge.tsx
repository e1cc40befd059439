// A short label that states something about the row or screen it sits in ("Finished", "Reconnecting…"): MUI's Chip
// without its click and delete, which no screen uses.
import type { ReactNode } from 'react';
import styles from './badge.module.css';

type BadgeProps = {
  children: ReactNode;
  /** The colour says the kind of state: neutral, primary (a person, a team), info, success, warning, danger. */
  tone?: 'neutral' | 'primary' | 'info' | 'success' | 'warning' | 'danger';
  /** solid: filled with the tone's colour; outline: the tone's colour on the surface, for a quieter label. */
  variant?: 'solid' | 'outline';
  /** small: 24 px high, in a table row or beside a heading; medium: 32 px. */
  size?: 'small' | 'medium';
  /** An icon before the text (lucide-react), decoration: the text says it all. */
  icon?: ReactNode;
  /** A state for the browser tests and styles to see (`data-status="finished"`). */
  'data-status'?: string;
};

/** A rounded label for a state; plain text to screen readers, so its words must make sense where it stands. */
export function Badge({
  children,
  tone = 'neutral',
  variant = 'solid',
  size = 'medium',
  icon,
  ...data
}: BadgeProps) {
  return (
    <span {...data} className={styles.badge} data-tone={tone} data-variant={variant} data-size={size}>
      {icon && (
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
      )}
      <span className={styles.label}>{children}</span>
    </span>
  );
}
