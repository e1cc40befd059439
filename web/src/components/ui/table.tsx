// Tables of data (results, usage, a preview of an import): native table elements styled on the tokens, in a container
// that scrolls sideways on a phone rather than squeezing the columns (MUI's Table, TableContainer and cells).
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import styles from './table.module.css';

type TableProps = {
  children: ReactNode;
  /** A visible title read as the table's name; use `aria-label` instead where a heading above already shows it. */
  caption?: ReactNode;
  'aria-label'?: string;
  /** Rows of 37 px instead of 53 px, for long lists of figures (MUI's size="small"). */
  dense?: boolean;
  /** The header row stays in view as the rows scroll under it; with `maxHeight` the table scrolls in its box. */
  stickyHeader?: boolean;
  /** The tallest the table's box grows (px) before its rows scroll; its whole height unless said. */
  maxHeight?: number;
  /** A border round the table's box, for a table on the page's background rather than inside a card. */
  outlined?: boolean;
};

/**
 * A table in a box that scrolls when the table is wider (or, with `maxHeight`, taller) than the screen. While it
 * scrolls the box is a named region the keyboard can reach, so it can be scrolled without a mouse.
 */
export function Table({
  children,
  caption,
  'aria-label': label,
  dense = false,
  stickyHeader = false,
  maxHeight,
  outlined = false,
}: TableProps) {
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(box);
  const captionId = useId();
  return (
    <div
      ref={box}
      className={styles.box}
      data-outlined={outlined || undefined}
      style={maxHeight === undefined ? undefined : { maxHeight }}
      {...(scrolls && {
        tabIndex: 0,
        role: 'region',
        ...(caption ? { 'aria-labelledby': captionId } : { 'aria-label': label }),
      })}
    >
      <table
        className={styles.table}
        aria-label={caption ? undefined : label}
        data-dense={dense || undefined}
        data-sticky-header={stickyHeader || undefined}
      >
        {caption && (
          <caption id={captionId} className={styles.caption}>
            {caption}
          </caption>
        )}
        {children}
      </table>
    </div>
  );
}

/** Whether the element's content is wider or taller than the element, followed as either changes size. */
function useScrolls(ref: RefObject<HTMLElement | null>) {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      setScrolls(
        element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
      );
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}

/** The header rows (`thead`). */
export function TableHead({ children }: { children: ReactNode }) {
  return <thead className={styles.head}>{children}</thead>;
}

/** The data rows (`tbody`). */
export function TableBody({ children }: { children: ReactNode }) {
  return <tbody>{children}</tbody>;
}

/** A footer row group (`tfoot`), for totals under the rows. */
export function TableFoot({ children }: { children: ReactNode }) {
  return <tfoot>{children}</tfoot>;
}

type TableRowProps = {
  children: ReactNode;
  /** A row whose thing is gone (a removed player): its text struck through. */
  struck?: boolean;
};

/** A row (`tr`). */
export function TableRow({ children, struck = false }: TableRowProps) {
  return (
    <tr className={styles.row} data-struck={struck || undefined}>
      {children}
    </tr>
  );
}

type CellProps = {
  children?: ReactNode;
  /** Where the content sits in the cell: start (the default), end (figures, actions) or center. */
  align?: 'start' | 'end' | 'center';
  /** A figure: at the end, with digits of one width so a column of them lines up. */
  numeric?: boolean;
  /** nowrap: on one line (a date, a figure); anywhere: a long word or address breaks anywhere rather than widen. */
  wrap?: 'normal' | 'nowrap' | 'anywhere' | 'pre';
  /** A total or a key figure: semibold or bold, in the text's full colour. */
  weight?: 'semibold' | 'bold';
  /** The column shows from 600 px up only, for a detail a phone has no room for (hide the whole column). */
  hideOnPhone?: boolean;
  /** The narrowest the column gets (px), for a name that should not be squeezed to a word a line. */
  minWidth?: number;
  colSpan?: number;
  /** The row's last cell without the line under it (a total under a sum). */
  noBorder?: boolean;
};

const cellAttributes = ({
  align,
  numeric,
  wrap,
  weight,
  hideOnPhone,
  minWidth,
  colSpan,
  noBorder,
}: CellProps) => ({
  className: styles.cell,
  colSpan,
  'data-align': align ?? (numeric ? 'end' : undefined),
  'data-numeric': numeric || undefined,
  'data-wrap': wrap,
  'data-weight': weight,
  'data-hide-on-phone': hideOnPhone || undefined,
  'data-no-border': noBorder || undefined,
  style: minWidth === undefined ? undefined : { minWidth },
});

/** A header cell (`th`): `scope="col"` above a column (the default), `scope="row"` at the start of a row. */
export function TableHeaderCell({ children, scope = 'col', ...look }: CellProps & { scope?: 'col' | 'row' }) {
  return (
    <th scope={scope} {...cellAttributes(look)} data-scope={scope}>
      {children}
    </th>
  );
}

/** A data cell (`td`). */
export function TableCell({ children, ...look }: CellProps) {
  return <td {...cellAttributes(look)}>{children}</td>;
}
