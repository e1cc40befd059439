import { describe, expect, it } from 'vitest';
import { questionImageSources } from './question-image-sources';

describe('questionImageSources', () => {
  it('when the image is a stored one, then the thumbnail loads 320 px (640 px on dense screens) and the zoom 640 px', () => {
    const url = `/api/v2/images/${'a'.repeat(64)}.webp`;
    expect(questionImageSources(url)).toEqual({
      thumbnail: `${url}?size=320`,
      thumbnailSrcSet: `${url}?size=320 1x, ${url}?size=640 2x`,
      zoom: `${url}?size=640`,
    });
  });

  it.each([
    ['a file being chosen', 'blob:http://localhost/0b5e'],
    ['an image from elsewhere', 'https://example.org/karta.png'],
    ['a stored image already sized', '/api/v2/images/abc.webp?size=320'],
  ])('when the image is %s, then both views show it as it is', (_case, src) => {
    expect(questionImageSources(src)).toEqual({ thumbnail: src, zoom: src });
  });
});
