// Who leads a live game (issue 17): more points first; equal points go to the one who spent less time answering;
// players equal in both share a place (1, 2, 2, 4). Players the host removed come after everyone else.

export interface Standing {
  playerId: string;
  score: number;
  answerTimeMs: number;
  removed?: boolean;
}

export type Ranked<T extends Standing> = T & { rank: number };

const byPlace = (a: Standing, b: Standing) =>
  b.score - a.score || a.answerTimeMs - b.answerTimeMs || Number(a.playerId) - Number(b.playerId);

/** Every player with their place, in order of place. */
export function rankPlayers<T extends Standing>(players: readonly T[]): Ranked<T>[] {
  const active = players.filter((player) => !player.removed).sort(byPlace);
  const removed = players.filter((player) => player.removed).sort(byPlace);
  const ranked: Ranked<T>[] = [];
  for (const [position, player] of [...active, ...removed].entries()) {
    const before = ranked[position - 1];
    const tied =
      before !== undefined &&
      !player.removed === !before.removed &&
      before.score === player.score &&
      before.answerTimeMs === player.answerTimeMs;
    ranked.push({ ...player, rank: tied ? before.rank : position + 1 });
  }
  return ranked;
}

/** The first `count` places among the players still in the game. */
export function leaders<T extends Standing>(ranked: readonly Ranked<T>[], count: number): Ranked<T>[] {
  return ranked.filter((player) => !player.removed).slice(0, count);
}
