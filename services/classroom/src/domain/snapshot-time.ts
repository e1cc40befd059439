// When a snapshot of another service's data (auth's team, content's course) counts as taken.

/**
 * A snapshot counts as this long before it was asked for: a change committed just before it may still be on its way
 * as an event, and events newer than the snapshot's time apply over it, in stream order, to the same end state.
 */
const SNAPSHOT_MARGIN_MS = 30_000;

export const snapshotTime = (askedAt: number): Date => new Date(askedAt - SNAPSHOT_MARGIN_MS);
