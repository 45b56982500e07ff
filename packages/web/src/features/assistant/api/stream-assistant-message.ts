import {
  type AssistantExchange,
  assistantExchangeSchema,
  type SendAssistantMessageBody,
} from '@pulse/shared/contracts/assistant';
import { assistantTexts } from '@pulse/shared/spec-texts';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

type ServerSentEvent = { event: string; data: string };

// The events of a text/event-stream body as they arrive (HTML's server-sent events format): a blank
// line ends an event, `event:` names it ('message' by default), its `data:` lines join with '\n',
// a line starting with ':' is a comment. Lines may end in CRLF, LF or CR.
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let event = '';
  let data: string[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      pending += decoder.decode(value, { stream: !done });
      const lines = pending.split(/\r\n|\r|\n/);
      // The last piece has no line end yet (all of it once the body ends without one).
      pending = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) yield { event: event || 'message', data: data.join('\n') };
          event = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const fieldValue = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = fieldValue;
        else if (field === 'data') data.push(fieldValue);
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}

const deltaSchema = z.object({ text: z.string() });
const failureSchema = z.object({ status: z.number().int() });

// ProBot's reply as a language model writes it: each `delta` adds text to what the widget shows,
// `done` brings the stored question and reply, `error` is a failure after the stream had started
// (a refusal before it, such as 400 or 429, is problem+json like every other answer).
export const streamAssistantMessage = async (
  body: SendAssistantMessageBody,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<AssistantExchange> => {
  const response = await apiClient.postForStream('/assistant/messages/stream', body, signal);
  if (!response.body) throw new Error('The reply came without a body.');
  for await (const { event, data } of readServerSentEvents(response.body)) {
    if (event === 'delta') onDelta(deltaSchema.parse(JSON.parse(data)).text);
    else if (event === 'done') return assistantExchangeSchema.parse(JSON.parse(data));
    else if (event === 'error') {
      const { status } = failureSchema.parse(JSON.parse(data));
      throw new ApiError(status, 'ASSISTANT_STREAM_FAILED', assistantTexts.serverError(status));
    }
  }
  throw new Error('The reply ended before it was complete.');
};
