import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTrackerClient } from './tracker-client';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

// A server that answers every request with `status` and these headers, as problem+json.
const answering = async (status: number, headers: Record<string, string>) => {
  const answer = createServer((_request, response) => {
    response.writeHead(status, { 'content-type': 'application/problem+json', ...headers });
    response.end(JSON.stringify({ status, title: 'Insufficient Storage', detail: 'Storage is full.' }));
  });
  server = answer;
  await new Promise<void>((resolve) => answer.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(answer.address() as AddressInfo).port}`;
};

describe('tracker client errors', () => {
  it.each([
    ['with Retry-After', { 'retry-after': '30' }, 30_000],
    ['without Retry-After', {}, null],
  ])('a refusal %s carries how long the server asked to wait', async (_name, headers, retryAfterMs) => {
    const client = createTrackerClient(await answering(507, headers), 'token');
    await expect(
      client.uploadScreenshot(
        {
          capturedAt: '2026-03-02T09:00:00.000Z',
          windowTitles: [],
          keyPresses: 0,
          mouseClicks: 0,
          isIdle: false,
        },
        new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
      ),
    ).rejects.toMatchObject({ status: 507, detail: 'Storage is full.', isRetryable: true, retryAfterMs });
  });
});
