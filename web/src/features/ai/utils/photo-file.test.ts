import { MAX_IMAGE_BYTES } from '@quizdrill/contracts/rules';
import { describe, expect, it } from 'vitest';
import { PHOTO_ACCEPT, photoProblem } from './photo-file';

describe('photoProblem', () => {
  it('when the photo is a PNG or JPEG of at most 5 MB, then it may be uploaded', () => {
    expect(photoProblem({ name: 'tavla.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(photoProblem({ name: 'tavla.JPG', type: 'image/jpeg', size: MAX_IMAGE_BYTES })).toBeNull();
  });

  it('when the file is of another type, then only PNG or JPG/JPEG are allowed', () => {
    for (const [name, type] of [
      ['bild.gif', 'image/gif'],
      ['bild.webp', 'image/webp'],
      ['bild.heic', 'image/heic'],
      ['text.pdf', 'application/pdf'],
      // The name does not make a GIF a PNG.
      ['bild.png', 'image/gif'],
    ]) {
      expect(photoProblem({ name: name ?? '', type: type ?? '', size: 10 }), name).toBe(
        'photoToQuiz.onlyPngJpg',
      );
    }
  });

  it('when the browser reports no type, then the name decides', () => {
    expect(photoProblem({ name: 'skanning.jpeg', type: '', size: 10 })).toBeNull();
    expect(photoProblem({ name: 'skanning.bmp', type: '', size: 10 })).toBe('photoToQuiz.onlyPngJpg');
    expect(photoProblem({ name: 'utan-filändelse', type: '', size: 10 })).toBe('photoToQuiz.onlyPngJpg');
  });

  it('when the photo is larger than 5 MB, then it is refused for its size', () => {
    expect(photoProblem({ name: 'stor.jpg', type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe(
      'photoToQuiz.max5mb',
    );
  });

  it('when the file input lists what it accepts, then it names PNG and JPEG by type and extension', () => {
    expect(PHOTO_ACCEPT.split(',').sort()).toEqual(['.jpeg', '.jpg', '.png', 'image/jpeg', 'image/png']);
  });
});
