import type { ScreenshotMode } from '@pulse/shared/contracts/tracker';
import { AppError } from '../../lib/app-error';
import { detectFileType } from '../../lib/file-type';
import { blurAsJpeg, makeWebpThumbnail, readImageSize } from '../../lib/images';
import { trackingErrors } from './tracking.errors';

// What ingestion keeps of a screenshot (through lib/images.ts); the demo seed stores its pictures the
// same way.

const SCREENSHOT_KINDS = new Set(['jpeg', 'png', 'webp']);
// A 5 MB PNG can decode to a huge bitmap; several 4K monitors side by side stay under this.
const SCREENSHOT_MAX_INPUT_PIXELS = 60_000_000;
const THUMBNAIL_WIDTH = 320;
// Strong enough that no text stays readable on a full-HD screenshot.
const BLUR_SIGMA = 12;

// The image's kind by its bytes: JPEG, PNG or WebP.
export const checkScreenshotKind = (image: Buffer) => {
  const type = detectFileType(image);
  if (!type || !SCREENSHOT_KINDS.has(type.kind)) throw new AppError(trackingErrors.SCREENSHOT_INVALID);
  return type.kind;
};

export const blurScreenshot = async (bytes: Buffer) => {
  const blurred = await blurAsJpeg(
    { bytes, maxInputPixels: SCREENSHOT_MAX_INPUT_PIXELS },
    { sigma: BLUR_SIGMA, quality: 70 },
  );
  if (!blurred) throw new AppError(trackingErrors.SCREENSHOT_INVALID);
  return blurred;
};

// What is stored: the upload itself in regular mode (it is verified to decode), or a blurred
// re-encode in blurred mode, whatever the agent did, so an unblurred original is never kept.
export const toStoredScreenshot = async (bytes: Buffer, kind: string, mode: ScreenshotMode) => {
  if (mode === 'blurred') return { ...(await blurScreenshot(bytes)), contentType: 'image/jpeg' };
  const size = await readImageSize({ bytes, maxInputPixels: SCREENSHOT_MAX_INPUT_PIXELS });
  if (!size) throw new AppError(trackingErrors.SCREENSHOT_INVALID);
  return { bytes, contentType: `image/${kind}`, ...size };
};

// Decodes the whole image: bytes with a valid header but broken data are refused here.
export const makeScreenshotThumbnail = async (bytes: Buffer) => {
  const thumbnail = await makeWebpThumbnail(
    { bytes, maxInputPixels: SCREENSHOT_MAX_INPUT_PIXELS },
    { width: THUMBNAIL_WIDTH, quality: 60 },
  );
  if (!thumbnail) throw new AppError(trackingErrors.SCREENSHOT_INVALID);
  return thumbnail;
};
