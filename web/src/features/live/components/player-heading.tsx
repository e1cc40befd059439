import type { ReactNode } from 'react';
import styles from './player-heading.module.css';

/** A phone screen's one big line, the page's h1: "You're in!", "Right!", "Game over". */
export function PlayerHeading({ children }: { children: ReactNode }) {
  return <h1 className={styles.heading}>{children}</h1>;
}
