// Timing constants from SPEC §9 that the shell uses.

/** The side menu closes by itself after this long without the pointer over it. */
export const SIDE_MENU_IDLE_CLOSE_MS = 5000;
