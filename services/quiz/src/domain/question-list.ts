// A REVIEW or MISTAKES session's question list, as its session hash keeps it (field `l`): each question id in base
// 36, fixed at six characters (ids below 36⁶ ≈ 2.2·10⁹, beyond a Postgres integer). Fixed width lets the next
// script read step k's id directly (NEXT_LUA in hot-path/lua.ts decodes exactly this): 200 due cards and 20 new
// questions cost a session 1,320 bytes.
export const QUESTION_ID_WIDTH = 6;

export function encodeQuestionList(ids: readonly number[]): string {
  return ids.map((id) => id.toString(36).padStart(QUESTION_ID_WIDTH, '0')).join('');
}

export function decodeQuestionList(list: string): number[] {
  const ids: number[] = [];
  for (let at = 0; at < list.length; at += QUESTION_ID_WIDTH) {
    ids.push(Number.parseInt(list.slice(at, at + QUESTION_ID_WIDTH), 36));
  }
  return ids;
}
