// Sorting the results page's tables by a column, either way; ties keep the service's order (course order for
// questions, the team's for students), so a sort never shuffles equal rows.

export type SortDirection = 'asc' | 'desc';
export type Sort<Column extends string> = { column: Column; direction: SortDirection };

/** What a row has in a column: text sorts by the language's alphabet (å after z in Swedish), null sorts last. */
export type SortValue = string | number | boolean | null;

export function sortRows<Row, Column extends string>(
  rows: readonly Row[],
  sort: Sort<Column>,
  cellOf: (row: Row, column: Column) => SortValue,
  language: string | undefined,
): Row[] {
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: cellOf(row, sort.column) }))
    .sort((a, b) => {
      // Empty cells stay at the end whichever way the column is sorted.
      if (a.value === null || b.value === null)
        return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      const order =
        typeof a.value === 'string' && typeof b.value === 'string'
          ? collator.compare(a.value, b.value)
          : Number(a.value) - Number(b.value);
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}

/** A click on a column's heading: the same column turns around, another starts ascending (or as given). */
export function nextSort<Column extends string>(
  current: Sort<Column>,
  column: Column,
  firstDirection: SortDirection = 'asc',
): Sort<Column> {
  return current.column === column
    ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { column, direction: firstDirection };
}
