// Hardening: memory. Packages that most requests never use load on their first use, not at start:
// evaluated eagerly they held about 18 MB of every process's heap (plus sharp's native libvips) and
// cost 0.4 s of CPU at each start. Each loader keeps its promise, so a package is imported, and
// configured, once. The server bundle leaves npm packages external, so these stay dynamic imports in
// dist/main.js; a static import of one anywhere on the start path undoes this.
const once = <T>(load: () => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load();
    return loading;
  };
};

export const loadSharp = once(async () => {
  const { default: sharp } = await import('sharp');
  // libvips' operation cache keeps decoded images for a reuse that uploads (each image different)
  // never make, and each thread libvips adds to an image can grow a malloc arena that stays resident
  // after the work: one thread per image, nothing cached (scripts/start.mjs also caps the arenas).
  sharp.cache(false);
  sharp.concurrency(1);
  return sharp;
});

export const loadExcelJS = once(async () => (await import('exceljs')).default);

export const loadPdfLib = once(() => import('pdf-lib'));

export const loadDocx = once(() => import('docx'));

export const loadMammoth = once(async () => (await import('mammoth')).default);

export const loadUnpdf = once(() => import('unpdf'));

export const loadNodemailer = once(async () => (await import('nodemailer')).default);

export const loadS3Sdk = once(() => import('@aws-sdk/client-s3'));
