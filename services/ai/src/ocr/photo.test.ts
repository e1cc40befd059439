import { AiErrorCode, MAX_PHOTO_BYTES } from '@quizdrill/contracts';
import { oversizedPng } from '@quizdrill/test-kit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkPhoto } from './photo.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const picture = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } });
/** Noise, so that half of the file is half of the picture. */
const grainy = () =>
  sharp({
    create: {
      width: 600,
      height: 400,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
const onlyPngJpg = { status: 415, code: AiErrorCode.onlyPngJpg, message: 'Only PNG or JPG/JPEG are allowed' };

describe('checkPhoto', () => {
  it('when the upload is a PNG or a JPEG, then it is accepted with the type its content shows', async () => {
    expect(await checkPhoto(await picture().png().toBuffer())).toEqual({ mime: 'image/png' });
    expect(await checkPhoto(await picture().jpeg().toBuffer())).toEqual({ mime: 'image/jpeg' });
  });

  it.each([
    ['GIF', () => picture().gif().toBuffer()],
    ['WebP', () => picture().webp().toBuffer()],
  ])('when the upload is a %s, then it is refused with onlyPngJpg', async (_type, encode) => {
    await expect(checkPhoto(await encode())).rejects.toMatchObject(onlyPngJpg);
  });

  it('when a text file is named photo.png, then its content decides and it is refused with onlyPngJpg', async () => {
    const namedPhotoPng = Buffer.from('Älgen åt blåbär i skogen öster om sjön.\n');
    await expect(checkPhoto(namedPhotoPng)).rejects.toMatchObject(onlyPngJpg);
  });

  it('when the upload is 6 MB, then it is refused with max5mb before its content is looked at', async () => {
    const sixMegabytes = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(6 * 1024 * 1024 - PNG_SIGNATURE.length)]);
    await expect(checkPhoto(sixMegabytes)).rejects.toMatchObject({
      status: 413,
      code: AiErrorCode.max5mb,
      message: 'File must be max 5 MB',
    });
  });

  it('when the upload is exactly 5 MB, then its size is accepted', async () => {
    const fiveMegabytes = Buffer.concat([
      await picture().png().toBuffer(),
      Buffer.alloc(MAX_PHOTO_BYTES),
    ]).subarray(0, MAX_PHOTO_BYTES);
    expect(await checkPhoto(fiveMegabytes)).toEqual({ mime: 'image/png' });
  });

  it('when a PNG of a few dozen kilobytes claims 20000 × 20000 pixels, then it is refused naming the limit', async () => {
    await expect(checkPhoto(oversizedPng(20_000, 20_000))).rejects.toMatchObject({
      status: 422,
      code: AiErrorCode.imageTooManyPixels,
      message: 'The photo is 20000 × 20000 pixels; at most 40 megapixels are accepted',
    });
  });

  it('when a photo of 40 megapixels is sent, then its size is accepted', async () => {
    expect(await checkPhoto(oversizedPng(8000, 5000))).toEqual({ mime: 'image/png' });
  });

  it.each([
    ['PNG', () => grainy().png().toBuffer()],
    ['JPEG', () => grainy().jpeg().toBuffer()],
  ])('when a %s is cut off halfway, then it is refused as unreadable', async (_type, encode) => {
    const whole = await encode();
    await expect(checkPhoto(whole.subarray(0, Math.floor(whole.length / 2)))).rejects.toMatchObject({
      status: 422,
      code: AiErrorCode.photoUnreadable,
      message: 'The photo cannot be read: the file is damaged or incomplete',
    });
  });
});
