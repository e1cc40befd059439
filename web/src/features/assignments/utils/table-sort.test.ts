import { describe, expect, it } from 'vitest';
import { nextSort, type SortValue, sortRows } from './table-sort';

type Row = { name: string; correct: number; last: string | null };
const rows: Row[] = [
  { name: 'Örjan', correct: 2, last: '2026-11-24T08:00:00Z' },
  { name: 'anna', correct: 5, last: null },
  { name: 'Åsa', correct: 2, last: '2026-11-24T09:00:00Z' },
  { name: 'Zelda', correct: 0, last: '2026-11-23T09:00:00Z' },
];
const cellOf = (row: Row, column: keyof Row): SortValue => row[column];
const names = (sorted: Row[]) => sorted.map((row) => row.name);

describe('sortRows', () => {
  it('when sorted by name in Swedish, then case does not matter and å, ä, ö come after z', () => {
    expect(names(sortRows(rows, { column: 'name', direction: 'asc' }, cellOf, 'sv'))).toEqual([
      'anna',
      'Zelda',
      'Åsa',
      'Örjan',
    ]);
  });

  it('when sorted by a number descending, then equal values keep their order', () => {
    expect(names(sortRows(rows, { column: 'correct', direction: 'desc' }, cellOf, 'sv'))).toEqual([
      'anna',
      'Örjan',
      'Åsa',
      'Zelda',
    ]);
  });

  it('when a column has empty cells, then they come last either way', () => {
    expect(names(sortRows(rows, { column: 'last', direction: 'asc' }, cellOf, 'sv')).at(-1)).toBe('anna');
    expect(names(sortRows(rows, { column: 'last', direction: 'desc' }, cellOf, 'sv'))).toEqual([
      'Åsa',
      'Örjan',
      'Zelda',
      'anna',
    ]);
  });
});

describe('nextSort', () => {
  it('when the sorted column is clicked again, then it turns around; another column starts as asked', () => {
    expect(nextSort({ column: 'name', direction: 'asc' }, 'name')).toEqual({
      column: 'name',
      direction: 'desc',
    });
    expect(nextSort({ column: 'name', direction: 'desc' }, 'name')).toEqual({
      column: 'name',
      direction: 'asc',
    });
    expect(nextSort({ column: 'name', direction: 'asc' }, 'correct', 'desc')).toEqual({
      column: 'correct',
      direction: 'desc',
    });
  });
});
