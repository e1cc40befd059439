// Where a field's popup list stands: in the top layer, under (or above) the field, following it as the page scrolls.
import { type RefObject, useLayoutEffect } from 'react';

/** The least room the list wants below the field before it opens above it instead, where there is more. */
const ROOM_BELOW = 200;
const GAP = 4;
const MARGIN = 8;

/**
 * While `open`, shows the popup in the top layer, under the field's frame and as wide as it, or above it when the
 * room below is short (a phone's keyboard up); it follows the field as the page or a dialog scrolls.
 */
export function usePopupUnder(
  anchor: RefObject<HTMLElement | null>,
  popup: RefObject<HTMLElement | null>,
  open: boolean,
) {
  useLayoutEffect(() => {
    const element = popup.current;
    if (!open || !element || !anchor.current) return;
    element.showPopover?.();
    const place = () => {
      if (!anchor.current) return;
      const box = anchor.current.getBoundingClientRect();
      const layoutHeight = document.documentElement.clientHeight;
      // What the user sees of the page: on a phone the keyboard covers the bottom of the layout viewport.
      const seen = window.visualViewport;
      const seenTop = seen?.offsetTop ?? 0;
      const seenBottom = seen ? seen.offsetTop + seen.height : layoutHeight;
      const below = seenBottom - box.bottom - GAP - MARGIN;
      const above = box.top - seenTop - GAP - MARGIN;
      const upward = below < ROOM_BELOW && above > below;
      element.style.left = `${box.left}px`;
      element.style.width = `${box.width}px`;
      element.style.top = upward ? '' : `${box.bottom + GAP}px`;
      element.style.bottom = upward ? `${layoutHeight - box.top + GAP}px` : '';
      element.style.setProperty('--available-height', `${Math.max(upward ? above : below, 0)}px`);
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    window.visualViewport?.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
      window.visualViewport?.removeEventListener('resize', place);
      if (element.isConnected) element.hidePopover?.();
    };
  }, [anchor, popup, open]);
}
