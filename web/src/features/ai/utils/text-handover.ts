// Photo to quiz hands its text to text to quiz (SPEC §4 "Photo-to-quiz" 4) in the router's location state: a text
// of up to 500 words does not belong in an address.

export type TextHandover = { sourceText: string };

export function textHandover(text: string): TextHandover {
  return { sourceText: text };
}

/** The handed-over text in a location's state; empty when there is none. */
export function handedOverText(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const text: unknown = Reflect.get(state, 'sourceText');
  return typeof text === 'string' ? text : '';
}
