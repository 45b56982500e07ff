import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Download, sendDownload } from './send-download';

// One route answering with the given download: the headers are all this helper decides.
const responseTo = async (download: () => Download) => {
  const app = Fastify();
  app.get('/file', async (_request, reply) => sendDownload(reply, download()));
  const response = await app.inject({ method: 'GET', url: '/file' });
  await app.close();
  return response;
};

describe('sendDownload', () => {
  it.each([
    ['SalarySheet.pdf', 'attachment; filename="SalarySheet.pdf"'],
    ['Offer Letter.pdf', `attachment; filename="Offer Letter.pdf"; filename*=UTF-8''Offer%20Letter.pdf`],
    ['Müller.pdf', `attachment; filename="M_ller.pdf"; filename*=UTF-8''M%C3%BCller.pdf`],
    ['a"b\\c.pdf', `attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`],
  ])('saves %j under a safe name, never sniffed, never stored', async (fileName, disposition) => {
    const response = await responseTo(() => ({
      fileName,
      contentType: 'application/pdf',
      body: new Uint8Array([37, 80, 68, 70]),
    }));
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': disposition,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(response.rawPayload.toString()).toBe('%PDF');
  });

  it('streams a stored file inline with its size, cache policy and ETag; no name when it has none', async () => {
    const bytes = Buffer.from('image bytes');
    const response = await responseTo(() => ({
      contentType: 'image/png',
      disposition: 'inline',
      cache: 'private, max-age=86400, immutable',
      etag: '"abc"',
      stream: { body: Readable.from([bytes]), size: bytes.length },
    }));
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(bytes.length),
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=86400, immutable',
      etag: '"abc"',
    });
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('names an inline file when asked to', async () => {
    const response = await responseTo(() => ({
      fileName: 'photo.jpg',
      contentType: 'image/jpeg',
      disposition: 'inline',
      body: Buffer.from('jpeg'),
    }));
    expect(response.headers['content-disposition']).toBe('inline; filename="photo.jpg"');
  });
});
