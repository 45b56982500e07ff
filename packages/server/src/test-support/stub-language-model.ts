import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AssistantModel } from '../lib/language-model';
import type { ChatMessage } from '../modules/assistant/assistant-model';
import type { AssistantToolDefinition } from '../modules/assistant/assistant-tools';

// A local OpenAI-compatible chat completions server for ProBot's language model tests: it records
// every request it gets and answers as the test says. A request that is not streamed is ProBot
// asking which tools to call: it gets one whole message.
export type StubModelBehaviour =
  // 200 with each piece as a streamed chunk, then [DONE]; before the piece at `held.index` it waits
  // for `held.until` (a test proves the pieces reach its client one by one). Not streamed: the
  // pieces as one message that calls no tool, as a model that answers without looking anything up.
  | {
      kind: 'stream';
      pieces: readonly string[];
      held?: { index: number; until: Promise<void> };
      finishReason?: string;
    }
  // Not streamed: these tool calls (OpenAI's shape, numbered call_1, call_2…). Streamed (the reply
  // written from the tools' results): the pieces, as 'stream' sends them.
  | { kind: 'tool-calls'; calls: readonly { name: string; arguments: string }[]; pieces: readonly string[] }
  // 200 and its headers, then nothing: a model that stalls.
  | { kind: 'stall' }
  | { kind: 'status'; status: number };

export type StubModelRequest = {
  authorization: string | undefined;
  body: {
    model: string;
    messages: ChatMessage[];
    stream: boolean;
    tools?: AssistantToolDefinition[];
    tool_choice?: 'auto' | 'none';
  };
};

const chunk = (content: string, finishReason: string | null = null) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: finishReason }] })}\n\n`;

const streamPieces = async (
  response: ServerResponse,
  behaviour: Pick<Extract<StubModelBehaviour, { kind: 'stream' }>, 'pieces' | 'held' | 'finishReason'>,
) => {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const [index, piece] of behaviour.pieces.entries()) {
    if (behaviour.held?.index === index) await behaviour.held.until;
    response.write(chunk(piece));
  }
  response.write(chunk('', behaviour.finishReason ?? 'stop'));
  response.end('data: [DONE]\n\n');
};

// A whole (not streamed) chat completion: the text of a 'stream' behaviour, or its tool calls.
const sendMessage = (
  response: ServerResponse,
  behaviour: Extract<StubModelBehaviour, { kind: 'stream' | 'tool-calls' }>,
) => {
  const message =
    behaviour.kind === 'tool-calls'
      ? {
          role: 'assistant',
          content: null,
          tool_calls: behaviour.calls.map((call, index) => ({
            id: `call_${index + 1}`,
            type: 'function',
            function: call,
          })),
        }
      : { role: 'assistant', content: behaviour.pieces.join('') };
  const finishReason = behaviour.kind === 'tool-calls' ? 'tool_calls' : (behaviour.finishReason ?? 'stop');
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ choices: [{ index: 0, message, finish_reason: finishReason }] }));
};

export const startStubLanguageModel = async () => {
  const requests: StubModelRequest[] = [];
  let behaviour: StubModelBehaviour = { kind: 'stream', pieces: [] };
  const server = createServer(async (request, response) => {
    let text = '';
    for await (const part of request) text += part;
    const body: StubModelRequest['body'] = JSON.parse(text);
    requests.push({ authorization: request.headers.authorization, body });
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    if (behaviour.kind === 'status') {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'the stub failed on purpose' } }));
    } else if (behaviour.kind === 'stall') {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.flushHeaders();
    } else if (!body.stream) {
      sendMessage(response, behaviour);
    } else {
      await streamPieces(response, behaviour);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/v1`;
  return {
    url,
    requests,
    // The model configuration that reaches this stub; tests shorten the timeout where they stall it.
    modelConfig: (timeoutMs = 10_000): AssistantModel => ({
      url,
      model: 'stub-model',
      apiKey: 'stub-key',
      timeoutMs,
    }),
    respondWith: (next: StubModelBehaviour) => {
      behaviour = next;
    },
    // The prompt of the latest request, its messages' contents together.
    lastPrompt: () =>
      (requests.at(-1)?.body.messages ?? []).map((message: ChatMessage) => message.content ?? '').join('\n'),
    reset: () => {
      requests.length = 0;
      behaviour = { kind: 'stream', pieces: [] };
    },
    close: () => {
      // Stalled responses never end by themselves.
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export type StubLanguageModel = Awaited<ReturnType<typeof startStubLanguageModel>>;
