import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { isImageRefusal, translatedErrorKey } from './server-error';

describe('translatedErrorKey', () => {
  it('when the refusal code is a known error key, then that key is answered', () => {
    const error = new ApiError(409, 'error.courseNameTaken', 'Course name is already taken');
    expect(translatedErrorKey(error)).toBe('error.courseNameTaken');
  });

  it('when only the text is a known error key, then that key is answered', () => {
    expect(translatedErrorKey(new ApiError(413, 'http_413', 'error.imageTooLarge'))).toBe(
      'error.imageTooLarge',
    );
  });

  it('when the key is unknown, or the failure is not a refusal, then there is none', () => {
    expect(translatedErrorKey(new ApiError(400, 'error.somethingNew', 'error.somethingNew'))).toBeUndefined();
    expect(
      translatedErrorKey(new ApiError(400, 'validation_failed', 'name must match pattern')),
    ).toBeUndefined();
    expect(translatedErrorKey(new Error('error.courseNameTaken'))).toBeUndefined();
  });
});

describe('isImageRefusal', () => {
  it('when the image is too large, of no type a browser shows, damaged or of too many pixels, then it is the image’s refusal', () => {
    const refusal = (code: string, message: string) => translatedErrorKey(new ApiError(422, code, message));
    expect(isImageRefusal(refusal('error.imageTooManyPixels', 'The image is 20000 × 20000 pixels'))).toBe(
      true,
    );
    expect(isImageRefusal(refusal('error.imageNotSupported', 'The image cannot be read'))).toBe(true);
    expect(isImageRefusal('error.imageTooLarge')).toBe(true);
    expect(isImageRefusal('error.courseNotFound')).toBe(false);
    expect(isImageRefusal(undefined)).toBe(false);
  });
});
