import type { AssistantExchange } from '@pulse/shared/contracts/assistant';
import { expect } from 'vitest';

// The server-sent events of ProBot's stream route, as its tests read them.
export type StreamEvent = { event: string; data: unknown };

// The events of a text/event-stream body, in order (each is one `event:` and one `data:` line).
export const eventsOf = (body: string): StreamEvent[] =>
  body
    .split('\n\n')
    .filter((block) => block !== '')
    .map((block) => {
      const [eventLine = '', dataLine = ''] = block.split('\n');
      return { event: eventLine.replace(/^event: /, ''), data: JSON.parse(dataLine.replace(/^data: /, '')) };
    });

export const deltasOf = (events: StreamEvent[]) =>
  events.filter(({ event }) => event === 'delta').map(({ data }) => (data as { text: string }).text);

// The stored exchange the stream ends with.
export const exchangeOf = (events: StreamEvent[]) => {
  const last = events.at(-1);
  expect(last?.event).toBe('done');
  return last?.data as AssistantExchange;
};
