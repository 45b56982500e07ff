import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exeBytes, imageBytes } from '../test-support/file-fixtures';
import { blurAsJpeg, makeWebpThumbnail, readImageSize, reencodeAsJpeg } from './images';

const PNG_HEADER_ONLY = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const MANY_PIXELS = 50_000_000;

// A picture stored sideways with the EXIF orientation that turns it upright (6: a quarter turn).
const sideways = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();

const sizeOf = async (bytes: Buffer | null) => {
  const metadata = await sharp(bytes ?? Buffer.alloc(0)).metadata();
  return [metadata.format, metadata.width, metadata.height];
};

describe('images: what does not decode is null', () => {
  it.each([
    ['a Windows executable', exeBytes()],
    ['a PNG header with nothing behind it', PNG_HEADER_ONLY],
  ])('%s', async (_name, bytes) => {
    const input = { bytes, maxInputPixels: MANY_PIXELS };
    expect(await readImageSize(input)).toBeNull();
    expect(await reencodeAsJpeg(input, { maxWidth: 100, quality: 80 })).toBeNull();
    expect(await blurAsJpeg(input, { sigma: 12, quality: 70 })).toBeNull();
    expect(await makeWebpThumbnail(input, { width: 100, quality: 60 })).toBeNull();
  });

  it('refuses a picture over the pixel limit before decoding it', async () => {
    const input = { bytes: await imageBytes('png', 400, 300), maxInputPixels: 400 * 300 - 1 };
    expect(await readImageSize(input)).toBeNull();
    expect(await reencodeAsJpeg(input, { maxWidth: 100, quality: 80 })).toBeNull();
  });
});

describe('images: sizes', () => {
  it.each([
    // [width, height, recipe, stored width, stored height]
    ['never enlarged', 300, 100, { maxWidth: 1600 }, 300, 100],
    ['scaled to the width', 3200, 1000, { maxWidth: 1600 }, 1600, 500],
    ['fit inside width and height', 1000, 1000, { maxWidth: 1024, maxHeight: 512 }, 512, 512],
    [
      'cut, then scaled',
      3000,
      1200,
      { crop: { x: 0, y: 0, width: 2400, height: 800 }, maxWidth: 1600 },
      1600,
      533,
    ],
  ])('re-encodes as a JPEG: %s', async (_name, width, height, recipe, storedWidth, storedHeight) => {
    const jpeg = await reencodeAsJpeg(
      { bytes: await imageBytes('png', width, height), maxInputPixels: MANY_PIXELS },
      { ...recipe, quality: 85 },
    );
    expect(await sizeOf(jpeg)).toEqual(['jpeg', storedWidth, storedHeight]);
  });

  it('reads and cuts the picture upright when asked, as stored otherwise', async () => {
    const bytes = await sideways();
    expect(await readImageSize({ bytes, maxInputPixels: MANY_PIXELS })).toEqual({ width: 400, height: 200 });
    const upright = { bytes, maxInputPixels: MANY_PIXELS, isTurnedUpright: true };
    expect(await readImageSize(upright)).toEqual({ width: 200, height: 400 });
    const cut = await reencodeAsJpeg(upright, {
      crop: { x: 0, y: 0, width: 200, height: 300 },
      maxWidth: 1600,
      quality: 85,
    });
    expect(await sizeOf(cut)).toEqual(['jpeg', 200, 300]);
  });

  it('blurs to a JPEG of the same size and thumbnails to a WebP', async () => {
    const input = { bytes: await imageBytes('png', 800, 400), maxInputPixels: MANY_PIXELS };
    const blurred = await blurAsJpeg(input, { sigma: 12, quality: 70 });
    expect(blurred).toMatchObject({ width: 800, height: 400 });
    expect(await sizeOf(blurred?.bytes ?? null)).toEqual(['jpeg', 800, 400]);
    expect(await sizeOf(await makeWebpThumbnail(input, { width: 320, quality: 60 }))).toEqual([
      'webp',
      320,
      160,
    ]);
  });
});
