// A message set apart by its tone: an error, a warning, a note or a success, with an icon that says which and an
// optional action (a "Try again" button). Errors and warnings interrupt a screen reader (role="alert") unless told
// otherwise; notes and successes wait their turn (role="status").
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import type { ReactNode } from 'react';
import styles from './alert.module.css';

type Tone = 'error' | 'warning' | 'info' | 'success';

const ICONS = { error: CircleAlert, warning: TriangleAlert, info: Info, success: CircleCheck } as const;

type AlertProps = {
  tone: Tone;
  children: ReactNode;
  title?: ReactNode;
  action?: ReactNode;
  /** Filled with the tone's colour (a toast); tinted otherwise. */
  filled?: boolean;
  /** Interrupts a screen reader; by default errors and warnings do, notes and successes wait their turn. */
  urgent?: boolean;
};

export function Alert({
  tone,
  children,
  title,
  action,
  filled = false,
  urgent = tone === 'error' || tone === 'warning',
}: AlertProps) {
  const Icon = ICONS[tone];
  return (
    <div
      className={styles.alert}
      data-tone={tone}
      data-filled={filled || undefined}
      role={urgent ? 'alert' : 'status'}
    >
      <Icon className={styles.icon} aria-hidden="true" />
      <div className={styles.message}>
        {title && <p className={styles.title}>{title}</p>}
        {children}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
