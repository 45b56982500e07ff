import { loadSharp } from './lazy-modules';

// The one place uploaded pictures are decoded and re-encoded (news banners and description images,
// employee photos, screenshots). Each caller checks the bytes' kind first (lib/file-type.ts) and
// chooses its sizes; every function answers null for bytes that do not decode as an image, and the
// caller turns that into its own 400.

export type ImageInput = {
  bytes: Buffer;
  // A few megabytes of PNG can decode to a huge bitmap: refused past this many pixels before decoding.
  maxInputPixels: number;
  // Turned upright by its EXIF orientation first, as a browser shows it (a cropper's coordinates are
  // in that picture).
  isTurnedUpright?: boolean;
};

export type ImageSize = { width: number; height: number };

export type JpegRecipe = {
  // Cut before resizing, in the upright picture's pixels.
  crop?: { x: number; y: number; width: number; height: number };
  // Scaled down to fit (never up).
  maxWidth: number;
  maxHeight?: number;
  // JPEG has no transparency: what shows through transparent pixels (libvips' black when unset).
  background?: string;
  quality: number;
};

// Nothing is decoded yet: the bytes are read when the pipeline runs. A broken image fails (failOn
// 'error') rather than being stored half decoded.
const open = async (input: ImageInput) => {
  const sharp = await loadSharp();
  return sharp(input.bytes, {
    limitInputPixels: input.maxInputPixels,
    failOn: 'error',
    autoOrient: input.isTurnedUpright ?? false,
  });
};

// Reads the header only: the size as shown (upright when asked).
export const readImageSize = async (input: ImageInput): Promise<ImageSize | null> => {
  const image = await open(input);
  try {
    const metadata = await image.metadata();
    return input.isTurnedUpright
      ? metadata.autoOrient
      : { width: metadata.width ?? 0, height: metadata.height ?? 0 };
  } catch {
    return null;
  }
};

// Re-encoding drops EXIF (location, camera) and anything smuggled after the image data.
export const reencodeAsJpeg = async (input: ImageInput, recipe: JpegRecipe): Promise<Buffer | null> => {
  const image = await open(input);
  try {
    const { crop } = recipe;
    if (crop) image.extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height });
    image.resize({
      width: recipe.maxWidth,
      height: recipe.maxHeight,
      fit: 'inside',
      withoutEnlargement: true,
    });
    if (recipe.background) image.flatten({ background: recipe.background });
    return await image.jpeg({ quality: recipe.quality, mozjpeg: true }).toBuffer();
  } catch {
    return null;
  }
};

// A blurred JPEG of the whole picture, with the size it was stored at.
export const blurAsJpeg = async (
  input: ImageInput,
  recipe: { sigma: number; quality: number },
): Promise<(ImageSize & { bytes: Buffer }) | null> => {
  const image = await open(input);
  try {
    const { data, info } = await image
      .blur(recipe.sigma)
      .jpeg({ quality: recipe.quality, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
};

// Decodes the whole image: bytes with a valid header but broken data are refused here.
export const makeWebpThumbnail = async (
  input: ImageInput,
  recipe: { width: number; quality: number },
): Promise<Buffer | null> => {
  const image = await open(input);
  try {
    return await image
      .resize({ width: recipe.width, withoutEnlargement: true })
      .webp({ quality: recipe.quality })
      .toBuffer();
  } catch {
    return null;
  }
};
