// The option a combobox's open list points at (aria-activedescendant): moved by the arrow, Home/End and Page keys
// and by the pointer, kept by key while the matches change, scrolled into view when the keyboard moves it.
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/** The highlighted option: the one the user moved to while it shows, else the chosen one, else the first. */
function highlightIndex(keys: readonly string[], highlightedKey: string | null, chosenKey: string | null) {
  const moved = highlightedKey === null ? -1 : keys.indexOf(highlightedKey);
  if (moved >= 0) return moved;
  const chosen = chosenKey === null ? -1 : keys.indexOf(chosenKey);
  return chosen >= 0 ? chosen : keys.length > 0 ? 0 : -1;
}

/** `list`'s children are the `shown` options, in order. */
export function useHighlight<Option>(
  shown: readonly Option[],
  keyOf: (option: Option) => string,
  chosen: Option | null,
  list: RefObject<HTMLElement | null>,
) {
  // The highlighted option's key: null for the list's own choice (the chosen option where it shows, else the first).
  const [highlightedKey, setHighlightedKey] = useState<string | null>(null);
  const scrollToHighlight = useRef(false);
  const keys = shown.map(keyOf);
  const highlighted = highlightIndex(keys, highlightedKey, chosen === null ? null : keyOf(chosen));

  useLayoutEffect(() => {
    if (!scrollToHighlight.current || highlighted < 0) return;
    scrollToHighlight.current = false;
    list.current?.children[highlighted]?.scrollIntoView({ block: 'nearest' });
  });

  const highlight = (index: number) => {
    setHighlightedKey(keys[index] ?? null);
    scrollToHighlight.current = true;
  };
  const move = (step: number) => {
    const last = shown.length - 1;
    if (last < 0) return;
    // One step past either end wraps round, as a native select's list does not but the pattern allows.
    if (Math.abs(step) === 1) highlight((highlighted + step + shown.length) % shown.length);
    else highlight(Math.min(last, Math.max(0, highlighted + step)));
  };
  return {
    /** The highlighted option's index in `shown`, -1 for none. */
    highlighted,
    highlight,
    move,
    /** The pointer rests on an option (no scrolling: it is in view). */
    pointAt: (option: Option) => setHighlightedKey(keyOf(option)),
    /** Back to the list's own choice, as the list opens or the text changes. */
    resetHighlight: () => setHighlightedKey(null),
  };
}
