import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES } from './content.js';
import {
  bodyLimitFor,
  controlCharacterIn,
  hasControlCharacter,
  JSON_BODY_LIMIT_BYTES,
  UPLOAD_BODY_LIMIT_BYTES,
  withoutControlCharacters,
} from './input.js';

describe('body limits per route', () => {
  it('when a route takes an upload, then its limit is the 5 MB file plus the form', () => {
    expect(bodyLimitFor('post', '/api/v2/questions/create')).toBe(UPLOAD_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('PUT', '/api/v2/questions/:id')).toBe(UPLOAD_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('POST', '/api/v2/jobs/phototoquiz')).toBe(UPLOAD_BODY_LIMIT_BYTES);
  });

  it('when a question bank is imported, then the whole request is held to the import limit, as a service route or a path', () => {
    expect(bodyLimitFor('POST', '/api/v2/courses/:id/import')).toBe(MAX_IMPORT_BYTES);
    expect(bodyLimitFor('POST', '/api/v2/courses/42/import')).toBe(MAX_IMPORT_BYTES);
  });

  it('when a route takes JSON, then its limit is 1 MiB', () => {
    expect(bodyLimitFor('POST', '/api/v2/courses')).toBe(JSON_BODY_LIMIT_BYTES);
    expect(bodyLimitFor('DELETE', '/api/v2/courses/42/import')).toBe(JSON_BODY_LIMIT_BYTES);
  });
});

describe('control characters', () => {
  it('when text holds tab, LF or CR, then it is accepted; NUL and other C0 characters are not', () => {
    expect(hasControlCharacter('a\tb\nc\r\n')).toBe(false);
    expect(hasControlCharacter('a\u0000b')).toBe(true);
    expect(hasControlCharacter('\u001b[31m')).toBe(true);
  });

  it('when a text holds control characters, then the first is named as U+XXXX, and none is named in clean text', () => {
    expect(controlCharacterIn('Fråga\u0007 om\u001b')).toBe('U+0007');
    expect(controlCharacterIn('Fråga\tmed\r\nrader')).toBeUndefined();
  });

  it('when text is ours to clean, then every control character goes and tab, LF and CR stay', () => {
    expect(withoutControlCharacters('\u001b[31mRöd\u0007\ttext\r\n\u0000')).toBe('[31mRöd\ttext\r\n');
  });
});
