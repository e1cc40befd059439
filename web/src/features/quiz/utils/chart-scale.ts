// The arithmetic of the progress page's two charts, apart from their drawing: where a point sits, which values get a
// tick.

/**
 * Whole-number ticks from 0 to `max`, at most `most` + 1 of them, a whole step apart (1, 2, 5, 10, 20 …), so a score
 * axis never shows 0.5 of a question.
 */
export function integerTicks(max: number, most = 5): number[] {
  const top = Math.max(1, Math.ceil(max));
  const rough = top / most;
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(1, rough)));
  const step =
    [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough) ?? top;
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return ticks;
}

/** The x of point `index` of `count` spread from `start` to `end`; a lone point in the middle. */
export function pointX(index: number, count: number, start: number, end: number): number {
  return count <= 1 ? (start + end) / 2 : start + (index * (end - start)) / (count - 1);
}

/** The y of `value` on an axis from 0 (at `bottom`) to `max` (at `top`). */
export function valueY(value: number, max: number, top: number, bottom: number): number {
  return bottom - (Math.min(Math.max(value, 0), max) / max) * (bottom - top);
}
