// Timing constants from SPEC §9 that the shell uses.

/** The side menu closes by itself after this long without the pointer over it. */
export const SIDE_MENU_IDLE_CLOSE_MS = 5000;

/** How long a toast stays (SPEC §9: 3500 ms for confirmations). */
export const TOAST_MS = 3500;
