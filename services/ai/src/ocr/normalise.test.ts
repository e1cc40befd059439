import { AiErrorCode } from '@quizdrill/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_LONG_SIDE, MIN_WIDTH, normaliseForOcr, ocrScale } from './normalise.js';

const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#f0e8d8' } });

/** 300×100 upright: a dark left half and a light right half, so which way up it ends can be seen. */
const halves = () =>
  blank(300, 100)
    .composite([
      { input: { create: { width: 150, height: 100, channels: 3, background: '#202020' } }, left: 0, top: 0 },
    ])
    .png()
    .toBuffer();

const brightness = async (png: Buffer, left: number, top: number) => {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return data[(top * info.width + left) * info.channels]!;
};

describe('ocrScale', () => {
  it.each([
    [4000, 3000, MAX_LONG_SIDE / 4000],
    [1500, 3000, MAX_LONG_SIDE / 3000],
    [1200, 800, 1],
    [500, 200, MIN_WIDTH / 500],
    [400, 1900, MAX_LONG_SIDE / 1900],
  ])('when the image is %i×%i, then it is scaled by %d', (width, height, scale) => {
    expect(ocrScale(width, height)).toBeCloseTo(scale, 6);
  });
});

describe('normaliseForOcr', () => {
  it('when a photo is large and in colour, then it comes back a grey PNG with its longer side at the limit', async () => {
    const result = await normaliseForOcr(await blank(4000, 3000).jpeg().toBuffer());
    expect(await sharp(result).metadata()).toMatchObject({
      format: 'png',
      width: 2000,
      height: 1500,
      channels: 1,
    });
  });

  it('when a photo is small, then it is enlarged to the minimum width', async () => {
    const result = await normaliseForOcr(await blank(500, 200).png().toBuffer());
    expect(await sharp(result).metadata()).toMatchObject({ width: 1000, height: 400 });
  });

  it.each([
    [6, 270],
    [8, 90],
  ] as const)(
    'when EXIF orientation is %i, then the picture is turned upright',
    async (orientation, turned) => {
      const stored = await sharp(await halves())
        .rotate(turned)
        .jpeg()
        .withMetadata({ orientation })
        .toBuffer();
      const result = await normaliseForOcr(stored);
      const metadata = await sharp(result).metadata();
      expect(metadata).toMatchObject({ width: 1000, height: 333 });
      expect(metadata.orientation).toBeUndefined();
      expect(await brightness(result, 100, 166)).toBeLessThan(64);
      expect(await brightness(result, 900, 166)).toBeGreaterThan(192);
    },
  );

  it('when the same bytes come twice, then the same image comes back', async () => {
    const photo = await halves();
    expect((await normaliseForOcr(photo)).equals(await normaliseForOcr(photo))).toBe(true);
  });

  it('when the content cannot be decoded, then it is refused with onlyPngJpg', async () => {
    const truncated = (await blank(400, 400).png().toBuffer()).subarray(0, 60);
    await expect(normaliseForOcr(truncated)).rejects.toMatchObject({
      status: 415,
      code: AiErrorCode.onlyPngJpg,
    });
  });
});
