// Headings and running text in the theme's type scale: the level says where a heading sits in the outline, the size
// how big it looks (a page's h1 may look like an h2, as the sign-in card's does).
import type { ReactNode } from 'react';
import styles from './text.module.css';

type Align = 'start' | 'center';

type HeadingProps = {
  level: 1 | 2 | 3;
  /** The look; the level's own unless said. */
  size?: 'h1' | 'h2' | 'h3';
  align?: Align;
  id?: string;
  children: ReactNode;
};

export function Heading({ level, size = `h${level}`, align, id, children }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element id={id} className={styles.heading} data-size={size} data-align={align}>
      {children}
    </Element>
  );
}

type TextProps = {
  children: ReactNode;
  size?: 'body' | 'small' | 'caption';
  tone?: 'default' | 'secondary';
  align?: Align;
  /** `status` for a line that changes as the user acts (a count), so a screen reader hears it. */
  role?: 'status';
};

/** A paragraph. */
export function Text({ children, size = 'body', tone = 'default', align, role }: TextProps) {
  return (
    <p className={styles.text} data-size={size} data-tone={tone} data-align={align} role={role}>
      {children}
    </p>
  );
}
