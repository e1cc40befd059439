import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** Nothing to list yet: an icon, a line saying so, what to do about it, and maybe a button that does it. */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={styles.empty} role="status">
      {icon}
      <p className={styles.title}>{title}</p>
      {children && <p className={styles.hint}>{children}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
