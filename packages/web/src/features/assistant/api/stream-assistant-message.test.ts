// @vitest-environment node
import type { AssistantExchange } from '@pulse/shared/contracts/assistant';
import { assistantTexts } from '@pulse/shared/spec-texts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { queryClient } from '../../../lib/query-client';
import { readServerSentEvents, streamAssistantMessage } from './stream-assistant-message';

// A body that arrives in the given pieces, as a network delivers it.
const bodyOf = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });

const eventsOf = async (chunks: string[]) => {
  const events = [];
  for await (const event of readServerSentEvents(bodyOf(chunks))) events.push(event);
  return events;
};

const message = (id: string, sender: 'user' | 'bot', text: string) => ({
  id,
  sender,
  text,
  links: [],
  sources: [],
  createdAt: '2026-03-02T09:00:00.000Z',
});
const exchange: AssistantExchange = {
  question: message('0b6f4a1e-7c2d-4e3f-9a8b-1c2d3e4f5a60', 'user', 'What is my leave balance?'),
  reply: message('0b6f4a1e-7c2d-4e3f-9a8b-1c2d3e4f5a61', 'bot', 'You have 10.5 leaves pending.'),
};

const answerWith = (response: Response) => {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const sse = (chunks: string[]) =>
  new Response(bodyOf(chunks), { status: 200, headers: { 'content-type': 'text/event-stream' } });

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('readServerSentEvents', () => {
  it.each([
    ['whole events', ['event: delta\ndata: {"text":"a"}\n\n', 'event: done\ndata: {}\n\n']],
    ['events cut anywhere', ['event: del', 'ta\ndata: {"text"', ':"a"}\n', '\nevent: done\ndata: {}\n\n']],
    ['CRLF line ends', ['event: delta\r\ndata: {"text":"a"}\r\n\r\nevent: done\r\ndata: {}\r\n\r\n']],
    [
      'comments and unknown fields',
      [': keep-alive\n\nevent: delta\nid: 1\ndata: {"text":"a"}\n\nevent: done\ndata: {}\n\n'],
    ],
    ['no blank line after the last event', ['event: delta\ndata: {"text":"a"}\n\nevent: done\ndata: {}\n']],
  ])('reads %s', async (_case, chunks) => {
    expect(await eventsOf(chunks)).toEqual([
      { event: 'delta', data: '{"text":"a"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('joins data lines with a line break, names an unnamed event message, and splits no multi-byte letter', async () => {
    const bytes = new TextEncoder().encode('data: first\ndata: zweite Zeile ü\n\n');
    const cut = bytes.indexOf(0xc3) + 1;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    const events = [];
    for await (const event of readServerSentEvents(body)) events.push(event);
    expect(events).toEqual([{ event: 'message', data: 'first\nzweite Zeile ü' }]);
  });
});

describe('streamAssistantMessage', () => {
  it('posts the question as the api client does, hands on each delta and returns the stored exchange', async () => {
    const fetchMock = answerWith(
      sse([
        'event: delta\ndata: {"text":"You have "}\n\n',
        'event: delta\ndata: {"text":"10.5 leaves"}\n\n',
        `event: done\ndata: ${JSON.stringify(exchange)}\n\n`,
      ]),
    );
    const deltas: string[] = [];
    const result = await streamAssistantMessage({ text: 'What is my leave balance?' }, (text) =>
      deltas.push(text),
    );
    expect(deltas).toEqual(['You have ', '10.5 leaves']);
    expect(result).toEqual(exchange);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/assistant/messages/stream');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'What is my leave balance?' }),
    });
  });

  it('turns an error event into the server error it reports', async () => {
    answerWith(sse(['event: delta\ndata: {"text":"You"}\n\n', 'event: error\ndata: {"status":503}\n\n']));
    const failure = await streamAssistantMessage({ text: 'Hi' }, () => {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 503, detail: assistantTexts.serverError(503) });
  });

  it('turns a refusal before the stream started (problem+json) into an ApiError', async () => {
    answerWith(
      new Response(
        JSON.stringify({
          type: 'https://pulse.dev/problems/too-many',
          title: 'Too many',
          status: 429,
          detail: 'Slow down',
          code: 'TOO_MANY_ATTEMPTS',
          requestId: 'r-1',
        }),
        { status: 429, headers: { 'content-type': 'application/problem+json' } },
      ),
    );
    await expect(streamAssistantMessage({ text: 'Hi' }, () => {})).rejects.toMatchObject({ status: 429 });
  });

  it('fails when the stream ends without its done event', async () => {
    answerWith(sse(['event: delta\ndata: {"text":"You"}\n\n']));
    await expect(streamAssistantMessage({ text: 'Hi' }, () => {})).rejects.toThrow(
      'The reply ended before it was complete.',
    );
  });
});
