import { type BannerCrop, NEWS_LIMITS } from '@pulse/shared/contracts/news';
import { newsPulseTexts } from '@pulse/shared/spec-texts';
import { detectFileType } from '../../lib/file-type';
import { readImageSize, reencodeAsJpeg } from '../../lib/images';
import { newsBannerTileKey } from '../../lib/storage/storage';
import { invalidNewsField } from './news-errors';
import type { UploadedNewsFile } from './news-upload';

// What news keeps of an uploaded picture: a banner (with its tile copy) or a description's image,
// each a JPEG re-encoded by lib/images.ts (no EXIF, nothing smuggled after the image data).

// A 10 MB PNG can decode to a huge bitmap; refuse past ~50 megapixels before decoding.
const MAX_INPUT_PIXELS = 50_000_000;

const BANNER_KINDS = new Set(['jpeg', 'png', 'webp']);
// Wide enough for the detail page on a large screen.
const BANNER_MAX_WIDTH = 1600;
// Hardening (Lighthouse, /dashboard): tiles show the banner 260–400 px wide, so they read a copy this
// wide (about 30 KB) rather than the banner (about 250 KB); screens of twice the density take the banner.
const BANNER_TILE_WIDTH = 640;

// null only when the banner does not decode (it is one this server has just encoded, or the seed's).
export const makeBannerTile = (banner: Buffer) =>
  reencodeAsJpeg(
    { bytes: banner, maxInputPixels: MAX_INPUT_PIXELS },
    { maxWidth: BANNER_TILE_WIDTH, quality: 80 },
  );

// spec B §2 banner upload with cropping: the server cuts the rectangle the cropper chose (in the
// picture as the browser showed it, i.e. turned upright) and stores a JPEG.
export const cutBanner = async (file: UploadedNewsFile, crop: BannerCrop | undefined) => {
  const refused = () => invalidNewsField('banner', newsPulseTexts.bannerInvalid);
  if (file.bytes.length > NEWS_LIMITS.bannerMaxBytes) {
    throw invalidNewsField('banner', newsPulseTexts.bannerTooLarge);
  }
  const type = detectFileType(file.bytes);
  if (!type || !BANNER_KINDS.has(type.kind)) throw refused();
  const input = { bytes: file.bytes, maxInputPixels: MAX_INPUT_PIXELS, isTurnedUpright: true };
  const size = await readImageSize(input);
  if (!size) throw refused();
  if (crop && (crop.x + crop.width > size.width || crop.y + crop.height > size.height)) {
    throw invalidNewsField('bannerCrop', newsPulseTexts.cropInvalid);
  }
  const full = await reencodeAsJpeg(input, {
    crop,
    maxWidth: BANNER_MAX_WIDTH,
    background: '#ffffff',
    quality: 85,
  });
  const tile = full && (await makeBannerTile(full));
  if (!full || !tile) throw refused();
  return { full, tile };
};

export type Banner = Awaited<ReturnType<typeof cutBanner>>;

// A stored banner is two files: the banner and its tile copy.
export const bannerFiles = (bannerKey: string | null) =>
  bannerKey ? [bannerKey, newsBannerTileKey(bannerKey)] : [];

// The uuid in the banner's key: a new banner is a new version (and so a new URL, cached for good).
export const bannerVersionOf = (bannerKey: string) =>
  bannerKey
    .slice(bannerKey.lastIndexOf('/') + 1)
    .replace(/^banner-/, '')
    .replace(/\.jpg$/, '');

const IMAGE_KINDS = new Set(['jpeg', 'png', 'gif', 'webp']);
const IMAGE_MAX_WIDTH = 1600;

// The editor's "insert image": stored as a JPEG like the banner.
export const toDescriptionImage = async (file: UploadedNewsFile | null) => {
  const refused = () => invalidNewsField('image', newsPulseTexts.imageInvalid);
  if (!file || file.bytes.length === 0 || file.bytes.length > NEWS_LIMITS.bannerMaxBytes) throw refused();
  const type = detectFileType(file.bytes);
  if (!type || !IMAGE_KINDS.has(type.kind)) throw refused();
  const jpeg = await reencodeAsJpeg(
    { bytes: file.bytes, maxInputPixels: MAX_INPUT_PIXELS, isTurnedUpright: true },
    { maxWidth: IMAGE_MAX_WIDTH, background: '#ffffff', quality: 85 },
  );
  if (!jpeg) throw refused();
  return jpeg;
};
