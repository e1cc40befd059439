// Whether a CSS media query matches now, re-rendering when it changes: a layout that differs on a phone in more than
// CSS can say (a full-screen dialog, a toast's place).
import { useCallback, useSyncExternalStore } from 'react';

/** A phone's width: narrower than 600 px, MUI's `sm` breakpoint that the screens were laid out on. */
export const PHONE = '(max-width: 599.98px)';

/** True while `query` (a media query such as `PHONE` or `(pointer: coarse)`) matches; false on the server. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
