import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import type { ReactNode } from 'react';
import { TableHeaderCell } from '@/components/ui/table';
import type { Sort } from '@/features/assignments/utils/table-sort';
import styles from './results-tables.module.css';

/** A column's heading that sorts the table by it, and turns the order around when pressed again. */
export function SortableHeading<Column extends string>({
  column,
  sort,
  onSort,
  numeric = false,
  sticky = false,
  children,
}: {
  column: Column;
  sort: Sort<Column>;
  onSort: (column: Column) => void;
  numeric?: boolean;
  /** The column that stays in view while the table scrolls sideways. */
  sticky?: boolean;
  children: ReactNode;
}) {
  const active = sort.column === column;
  const Arrow = active && sort.direction === 'desc' ? ArrowDown : ArrowUp;
  return (
    <TableHeaderCell
      numeric={numeric}
      sticky={sticky}
      sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      {/* Headings wrap between words: on a desktop every column fits the page (issue 41). */}
      <button
        type="button"
        className={styles.sortButton}
        data-active={active || undefined}
        data-numeric={numeric || undefined}
        onClick={() => onSort(column)}
      >
        {children}
        <Arrow className={styles.sortArrow} aria-hidden="true" />
      </button>
    </TableHeaderCell>
  );
}
