import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the value of the last render, for listeners and timers set up once. Updated in a layout
 * effect, which runs before the browser can deliver the next event; a passive effect of a render no input caused
 * (a server's answer, a timer) runs after the paint, so a key pressed right after it would still read the old value.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
