// Rows by a key, as the repositories' grouped queries and the results need them.

/** The values by key, each list in the entries' order. */
export function grouped<K, V>(entries: Iterable<readonly [K, V]>): Map<K, V[]> {
  const byKey = new Map<K, V[]>();
  for (const [key, value] of entries) {
    const list = byKey.get(key);
    if (list) list.push(value);
    else byKey.set(key, [value]);
  }
  return byKey;
}
