import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedTarget } from './target-address';

// A receiver that does not answer within this is given up for this attempt (and retried later).
export const WEBHOOK_TIMEOUT_MS = 10_000;
// The start of the receiver's answer kept with the delivery, enough to read an error message.
export const WEBHOOK_EXCERPT_BYTES = 1024;

export type WebhookAnswer = { statusCode: number; excerpt: string };

// The connection goes to the address that was checked, whatever a second lookup of the name would
// answer now. TLS still checks the certificate against the name in the URL.
const pinnedLookup =
  (target: ResolvedTarget): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };

// One POST; answers the receiver's status and the start of its body. Redirects are not followed (a
// 3xx is an answer like any other): a redirect could lead anywhere, past the address check.
export const postWebhook = (
  target: ResolvedTarget,
  headers: Record<string, string>,
  body: string,
): Promise<WebhookAnswer> =>
  new Promise((resolve, reject) => {
    const request = (target.url.protocol === 'https:' ? httpsRequest : httpRequest)(
      target.url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        lookup: pinnedLookup(target),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () =>
          resolve({
            statusCode: response.statusCode ?? 0,
            excerpt: Buffer.concat(chunks).subarray(0, WEBHOOK_EXCERPT_BYTES).toString('utf8'),
          });
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.byteLength;
          // Enough read: a receiver that answers megabytes does not hold the worker.
          if (size >= WEBHOOK_EXCERPT_BYTES) {
            response.destroy();
            finish();
          }
        });
        response.on('end', finish);
        response.on('error', reject);
      },
    );
    request.on('error', (error) =>
      reject(
        error.name === 'AbortError' ? new Error(`No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`) : error,
      ),
    );
    request.end(body);
  });
