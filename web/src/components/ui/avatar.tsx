// A round badge for a person or a thing: their initial, or an icon (MUI's Avatar).
import type { ReactNode } from 'react';
import styles from './avatar.module.css';

type AvatarProps = {
  /** An initial or two (`"AK"`), or a lucide-react icon. */
  children: ReactNode;
  /** The colour behind it: neutral grey unless the screen gives it the brand's primary or secondary colour. */
  tone?: 'neutral' | 'primary' | 'secondary';
  /** small: 32 px, in a dense list; medium: 40 px. */
  size?: 'small' | 'medium';
  /** What it shows, for screen readers; without it the avatar is decoration beside a name that says the same. */
  label?: string;
};

/** A 40 px circle with an initial or an icon; decorative unless `label` is given. */
export function Avatar({ children, tone = 'neutral', size = 'medium', label }: AvatarProps) {
  return (
    <span
      className={styles.avatar}
      data-tone={tone}
      data-size={size}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {children}
    </span>
  );
}
