// Lists of things (teams, members, courses): a row each with an optional avatar or icon before, a name and a line
// under it, and actions after; a whole row can be a link or a button (MUI's List, ListItem, ListItemText, …).
import type { MouseEventHandler, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import styles from './list.module.css';

type ListProps = {
  children: ReactNode;
  /** ol where the order means something (a ranking); ul otherwise. */
  as?: 'ul' | 'ol';
  /** A line between the rows. */
  dividers?: boolean;
  /** Rows of 8 px padding instead of 12 px, for a list inside a card or a dialog. */
  dense?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/** A list without bullets whose rows are ListItem, ListItemLink or ListItemButton. */
export function List({ children, as: Element = 'ul', dividers = false, dense = false, ...aria }: ListProps) {
  return (
    <Element
      {...aria}
      className={styles.list}
      data-dividers={dividers || undefined}
      data-dense={dense || undefined}
    >
      {children}
    </Element>
  );
}

type RowContent = {
  /** Before the text: an Avatar, or an icon (decoration). */
  leading?: ReactNode;
  /** The row's name. */
  primary: ReactNode;
  /** A line under the name in the secondary colour. */
  secondary?: ReactNode;
  /** Name and line each on one line, ending in an ellipsis, so a long name never runs under the actions. */
  noWrap?: boolean;
};

function RowText({ leading, primary, secondary, noWrap }: RowContent) {
  return (
    <>
      {leading && <span className={styles.leading}>{leading}</span>}
      <span className={styles.text} data-no-wrap={noWrap || undefined}>
        <span className={styles.primary}>{primary}</span>
        {secondary && <span className={styles.secondary}>{secondary}</span>}
      </span>
    </>
  );
}

type ListItemProps = RowContent & {
  /** Buttons at the row's end (IconButtons: remove, edit), each with its own label. */
  actions?: ReactNode;
};

/** A row that is not itself clickable; its `actions` are. */
export function ListItem({ actions, ...content }: ListItemProps) {
  return (
    <li className={styles.item}>
      <div className={styles.row}>
        <RowText {...content} />
        {actions && <span className={styles.actions}>{actions}</span>}
      </div>
    </li>
  );
}

type ListItemLinkProps = RowContent & {
  /** The route the row opens. */
  to: string;
  /** After the text, inside the link: a chevron or a Badge (not a control: the whole row is the link). */
  trailing?: ReactNode;
  /** A longer name where the row's text alone is not enough. */
  'aria-label'?: string;
};

/** A row that is one link to a page of the app: the whole row is the target. */
export function ListItemLink({ to, trailing, 'aria-label': label, ...content }: ListItemLinkProps) {
  return (
    <li className={styles.item}>
      <RouterLink to={to} className={`${styles.row} ${styles.interactive}`} aria-label={label}>
        <RowText {...content} />
        {trailing && <span className={styles.actions}>{trailing}</span>}
      </RouterLink>
    </li>
  );
}

type ListItemButtonProps = RowContent & {
  onClick: MouseEventHandler<HTMLButtonElement>;
  /** The row chosen among others (a picked option): shaded and announced as pressed. */
  selected?: boolean;
  disabled?: boolean;
  trailing?: ReactNode;
};

/** A row that is one button: the whole row is the target. */
export function ListItemButton({ onClick, selected, disabled, trailing, ...content }: ListItemButtonProps) {
  return (
    <li className={styles.item}>
      <button
        type="button"
        className={`${styles.row} ${styles.interactive}`}
        onClick={onClick}
        disabled={disabled}
        aria-pressed={selected}
        data-selected={selected || undefined}
      >
        <RowText {...content} />
        {trailing && <span className={styles.actions}>{trailing}</span>}
      </button>
    </li>
  );
}
