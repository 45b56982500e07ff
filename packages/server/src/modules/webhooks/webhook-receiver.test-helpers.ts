import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedDelivery = { headers: IncomingHttpHeaders; body: string };

// A real HTTP receiver on 127.0.0.1 (a subscription that allows private targets reaches it). It
// answers with the statuses queued in `answers` (200 once they run out); `hold()` keeps the next
// request unanswered until the test releases it, as a slow receiver would.
export const startReceiver = async () => {
  const received: ReceivedDelivery[] = [];
  const answers: number[] = [];
  const waiting: ((delivery: ReceivedDelivery) => void)[] = [];
  let held: Promise<void> | null = null;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const delivery = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(delivery);
      for (const resolve of waiting.splice(0)) resolve(delivery);
      if (held) await held;
      const status = answers.shift() ?? 200;
      response
        .writeHead(status, { 'content-type': 'text/plain' })
        .end(status < 300 ? 'thanks' : 'receiver broke');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/pulse`,
    received,
    answers,
    nextRequest: () => new Promise<ReceivedDelivery>((resolve) => waiting.push(resolve)),
    hold: () => {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      return release;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
