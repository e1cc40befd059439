// Business constants and timings of SPEC §9 that the screens use.

/** The side menu closes by itself after this long without the pointer over it. */
export const SIDE_MENU_IDLE_CLOSE_MS = 5000;

/** How long a toast stays (SPEC §9: 3500 ms for confirmations). */
export const TOAST_MS = 3500;

/** A failure toast that carries the server's reason stays longer, to be read (SPEC §9 fixes no time for it). */
export const ERROR_TOAST_MS = 6000;

/** SPEC §9: the session-expired toast stays 5000 ms. */
export const SESSION_EXPIRED_TOAST_MS = 5000;

/** SPEC §9: the edit snackbars stay 1500 ms (question) and 3000 ms (course). */
export const EDIT_QUESTION_SNACKBAR_MS = 1500;
export const EDIT_COURSE_SNACKBAR_MS = 3000;

/** SPEC §9: question images show as 320 px thumbnails and zoom to at most 640 px. */
export const IMAGE_THUMBNAIL_PX = 320;
export const IMAGE_ZOOM_MAX_PX = 640;
