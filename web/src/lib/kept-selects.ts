/** A query's `select`: what a page reads of the query's data. */
export type Select<Data, Result> = (data: Data) => Result;

/**
 * Keeps one `select` per key: React Query runs `select` again whenever it is handed a new function, so a hook that
 * made one per render would filter and sort a list again on every render of its page. The keys are few (a
 * language, a user, a course opened); the oldest goes first past a bound all the same.
 */
export function keptSelects<Args extends unknown[], Data, Result>(
  keyOf: (...args: Args) => string,
  make: (...args: Args) => Select<Data, Result>,
): (...args: Args) => Select<Data, Result> {
  const kept = new Map<string, Select<Data, Result>>();
  return (...args) => {
    const key = keyOf(...args);
    let select = kept.get(key);
    if (!select) {
      const oldest = kept.keys().next();
      if (kept.size >= 32 && !oldest.done) kept.delete(oldest.value);
      select = make(...args);
      kept.set(key, select);
    }
    return select;
  };
}
