// The rules every request's input meets before any service looks at it (issue 14 "Bad input"): ids, text, JSON
// nesting and body sizes. The services' edge (service-kit) and the gateway apply them; the web app may check them.
import { MAX_IMAGE_BYTES, MAX_IMPORT_BYTES } from './content.js';

/**
 * Ids are Postgres `integer`s (int4): 1 up to 2,147,483,647. A larger number, a fraction, a negative or `1e309` is
 * refused at the edge with 400 instead of reaching the database as an out-of-range value.
 */
export const ID_MIN = 1;
export const ID_MAX = 2_147_483_647;

/**
 * C0 control characters other than tab, line feed and carriage return (question text, pasted text and SQL have
 * newlines). NUL cannot be stored in Postgres text at all; the others have no place in a form field.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** Whether a text holds a control character that no text field accepts. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** The first control character a text holds, named as Unicode does (`U+001B`), for a message; undefined if none. */
export function controlCharacterIn(text: string): string | undefined {
  const found = CONTROL_CHARACTER.exec(text);
  return found ? `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` : undefined;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g;

/**
 * The text without the control characters CONTROL_CHARACTER finds: for text that is ours to clean (what an AI model
 * or OCR answered), never for what a user typed, which is refused naming the field instead.
 */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}

/**
 * JSON bodies nest at most this deep (the deepest request, a batch of questions with options, nests 4 levels).
 * Deeper bodies are refused before parsing: recursion over 5,000 levels overflows the stack.
 */
export const JSON_MAX_DEPTH = 32;

/** A JSON (or form) body: 1 MiB, far above any form's text limits. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * A multipart upload (a question form with its image, a photo to read): one file at its 5 MB limit plus the rest
 * of the form, which is text within the JSON body limit.
 */
export const UPLOAD_BODY_LIMIT_BYTES = MAX_IMAGE_BYTES + JSON_BODY_LIMIT_BYTES;

/** The routes that take a multipart upload, and so the upload limit; every other body has the JSON limit. */
const UPLOAD_ROUTES: ReadonlyArray<{ method: string; path: RegExp }> = [
  { method: 'POST', path: /^\/api\/v2\/questions\/create$/ },
  { method: 'PUT', path: /^\/api\/v2\/questions\/[^/]+$/ },
  { method: 'POST', path: /^\/api\/v2\/phototoquiz$/ },
  { method: 'POST', path: /^\/api\/v2\/jobs\/phototoquiz$/ },
];

/**
 * A question bank import (issue 16) reads at most MAX_IMPORT_BYTES, and that is the whole request's limit, form
 * included: the one figure a teacher is told, whether the file comes as a form or as the body itself.
 */
const IMPORT_ROUTE = { method: 'POST', path: /^\/api\/v2\/courses\/[^/]+\/import$/ };

/**
 * The largest body a public route takes, in bytes: the gateway refuses more before forwarding, and the service
 * behind it has the same limit, so a body is refused the same way every time (issue 14).
 */
export function bodyLimitFor(method: string, path: string): number {
  const upper = method.toUpperCase();
  if (IMPORT_ROUTE.method === upper && IMPORT_ROUTE.path.test(path)) return MAX_IMPORT_BYTES;
  return UPLOAD_ROUTES.some((route) => route.method === upper && route.path.test(path))
    ? UPLOAD_BODY_LIMIT_BYTES
    : JSON_BODY_LIMIT_BYTES;
}
