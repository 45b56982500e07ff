import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { contentDisposition } from './file-type';
import type { StoredFile } from './storage/storage';

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_MEDIA_TYPE = 'text/csv';
export const SCREENSHOT_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

// A file route's success answer for the OpenAPI document: the media types it may send. The bytes are
// never serialised (a Buffer or a stream passes as it is); lib/openapi-document.ts describes them as
// binary with their Content-Disposition.
export const downloadResponse = (...mediaTypes: string[]) => ({
  content: Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema: z.string() }])),
});

// A file response (architecture invariant 7): from memory (exports, PDFs) or streamed from storage.
export type Download = {
  // The name the browser saves it as; none for content shown in place under its own URL (screenshots).
  fileName?: string;
  contentType: string;
  // 'attachment' (the default) makes the browser save the file; 'inline' lets it show it (images).
  disposition?: 'attachment' | 'inline';
  // Never stored by default: files carry people's data. Content under a versioned URL may say otherwise.
  cache?: string;
  etag?: string;
} & ({ body: Buffer | Uint8Array } | { stream: StoredFile });

// A name of RFC 5987 attr-chars only is sent as it is, since filename* would only repeat it; any
// other name gets the ASCII fallback plus the UTF-8 original (lib/file-type.ts).
const PLAIN_NAME = /^[A-Za-z0-9!#$&+.^_`|~-]+$/;

const dispositionOf = (download: Download) => {
  const kind = download.disposition ?? 'attachment';
  if (download.fileName === undefined) return kind;
  if (PLAIN_NAME.test(download.fileName)) return `${kind}; filename="${download.fileName}"`;
  return contentDisposition(download.fileName, kind);
};

// Every file route answers through here: the browser saves (or shows) the file under a safe name and
// never sniffs another type into it.
export const sendDownload = (reply: FastifyReply, download: Download) => {
  reply
    .header('content-type', download.contentType)
    .header('content-disposition', dispositionOf(download))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', download.cache ?? 'private, no-store');
  if (download.etag) reply.header('etag', download.etag);
  if ('stream' in download) {
    return reply.header('content-length', download.stream.size).send(download.stream.body);
  }
  const { body } = download;
  return reply.send(
    Buffer.isBuffer(body) ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength),
  );
};
