// A surface that groups one thing (a course, a form, a result) on the page's background.
import type { ElementType, ReactNode } from 'react';
import styles from './card.module.css';
import type { Space } from './layout';

type CardProps = {
  children: ReactNode;
  /** `section` or `article` where the card is a landmark of its own; `div` otherwise. */
  as?: ElementType;
  padding?: Space;
  /** A raised card (shadow) instead of an outlined one. */
  raised?: boolean;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  /** A card whose content is loading or about to change (a quiz question while the next one comes). */
  'aria-busy'?: boolean;
};

export function Card({ children, as: Element = 'div', padding = 2, raised = false, ...aria }: CardProps) {
  return (
    <Element
      {...aria}
      className={styles.card}
      data-raised={raised || undefined}
      style={{ padding: padding === 0 ? 0 : `var(--space-${padding})` }}
    >
      {children}
    </Element>
  );
}
