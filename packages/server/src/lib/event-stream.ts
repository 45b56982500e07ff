import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';

// A text/event-stream response (HTML's server-sent events) on a Fastify reply. The response starts
// with its first event, so a route answers problem+json, like every route, for whatever fails
// before that; the reply's hooks (request id, security headers) run as for any other response.
export const openEventStream = (reply: FastifyReply) => {
  let body: PassThrough | undefined;
  const started = () => {
    if (!body) {
      body = new PassThrough();
      reply
        // no-transform and X-Accel-Buffering: proxies pass each event on as it comes.
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .type('text/event-stream; charset=utf-8')
        .send(body);
    }
    return body;
  };
  // JSON never holds a raw line break, so each event's data is one `data:` line.
  const format = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
  return {
    hasStarted: () => body !== undefined,
    send: (event: string, data: unknown) => {
      const stream = started();
      // The client may have gone; what it would have read is dropped.
      if (!stream.destroyed) stream.write(format(event, data));
    },
    end: (event: string, data: unknown) => {
      const stream = started();
      if (!stream.destroyed) stream.end(format(event, data));
    },
  };
};
