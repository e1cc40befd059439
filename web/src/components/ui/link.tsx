// A text link: inside the app through the router (`to`), elsewhere through `href` (a new tab says so to screen
// readers through the text the caller gives).
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styles from './link.module.css';

type LinkProps = {
  children: ReactNode;
  /** Underlined in running text; `plain` for a link that stands alone (a heading, a brand). */
  variant?: 'inline' | 'plain';
  /** On a coloured bar the link takes the bar's text colour. */
  tone?: 'primary' | 'inherit';
  /** Semibold: a link that is the answer to the sentence before it ("No account? Register"). */
  strong?: boolean;
  'aria-label'?: string;
} & ({ to: string; href?: never } | { href: string; to?: never; newTab?: boolean });

export function Link({ children, variant = 'inline', tone = 'primary', strong, ...target }: LinkProps) {
  const look = {
    className: styles.link,
    'data-variant': variant,
    'data-tone': tone,
    'data-strong': strong || undefined,
    'aria-label': target['aria-label'],
  };
  if (target.to !== undefined) {
    return (
      <RouterLink to={target.to} {...look}>
        {children}
      </RouterLink>
    );
  }
  const newTab = 'newTab' in target && target.newTab;
  return (
    <a href={target.href} {...look} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
