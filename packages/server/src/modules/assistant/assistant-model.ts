import { z } from 'zod';
import type { AssistantModel } from '../../lib/language-model';
import type { Answer } from './answers/answer';
import type { AssistantToolDefinition } from './assistant-tools';

// ProBot's optional language model, an OpenAI-compatible chat completions endpoint: the requests
// (one whole completion or a stream, with an idle timeout) and the phrasing of a deterministic answer
// when the model called no tool (model-tool-calls.ts). The phrasing prompt holds the question and the
// deterministic answer (its text, the pages it links, the policy passages it quotes) and nothing else
// from the database. Whatever a question asks of the model, it cannot tell the asker more than their
// own answer already did.

// An answer that links nowhere came from no page of the portal: a refusal, 'No relevant answer found'
// (spec A §8) with its suggestions, or small talk. There is nothing to phrase, and a model asked to
// soften a refusal might offer what was refused; those replies stay as written.
export const isPhrasable = (answer: Answer) => answer.links.length > 0 || answer.sources.length > 0;

// OpenAI's chat messages, as far as ProBot sends them: a tool call and its result come in
// model-tool-calls.ts.
export type ToolCall = { id: string; type: 'function'; function: { name: string; arguments: string } };
export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

// How any reply of the model is written, whether it rephrases an answer or writes from tool results.
export const REPLY_RULES = [
  'When you use a policy passage, name its policy, for example "According to the Remote Work Policy, …".',
  'The pages listed are shown as links under your reply: refer to them by their label where it helps, and write no addresses.',
  'Reply in plain text, without headings or tables.',
];

const INSTRUCTIONS = [
  'You are ProBot, the HR assistant of Pulse. Rewrite the answer below as a short, friendly reply to the question.',
  'Use only the facts in the answer and in the policy passages. Add no fact, number, name or date of your own, and leave out nothing the answer states.',
  ...REPLY_RULES,
].join('\n');

const listed = (title: string, lines: string[]) =>
  lines.length > 0 ? [`${title}\n${lines.join('\n')}`] : [];

// What an answer shows besides its text: the pages it links and the policy passages it quotes.
export const pagesAndPassagesOf = (answer: Answer): string[] => [
  ...listed(
    'Pages:',
    answer.links.map((link) => `- ${link.label} (${link.href})`),
  ),
  ...listed(
    'Policy passages:',
    answer.sources.map((source) => `- ${source.policyName}, "${source.heading}":\n${source.passage}`),
  ),
];

export const promptFor = (question: string, answer: Answer): ChatMessage[] => [
  { role: 'system', content: INSTRUCTIONS },
  {
    role: 'user',
    content: [`Question: ${question}`, `Answer:\n${answer.text}`, ...pagesAndPassagesOf(answer)].join('\n\n'),
  },
];

// A phrasing is a few sentences; the cap also bounds how long a model that keeps writing can take.
const MAX_REPLY_TOKENS = 600;

// One chunk of OpenAI's streamed chat completion; servers add fields of their own, which are ignored.
const completionChunkSchema = z.object({
  choices: z
    .array(
      z.object({
        delta: z.object({ content: z.string().nullish() }).nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .default([]),
  error: z.unknown().optional(),
});

const completionsUrl = (baseUrl: string) => `${baseUrl.replace(/\/+$/, '')}/chat/completions`;

// The data of each server-sent event: an event ends at a blank line, its `data:` lines join with
// newlines, comments and other fields are skipped (the WHATWG event stream format).
const dataOfEvent = (event: string) => {
  const lines = event.split(/\r?\n/).filter((line) => line.startsWith('data:'));
  return lines.length > 0 ? lines.map((line) => line.slice(5).replace(/^ /, '')).join('\n') : undefined;
};

async function* eventData(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let pending = '';
  for await (const bytes of body) {
    pending += decoder.decode(bytes, { stream: true });
    const events = pending.split(/\r?\n\r?\n/);
    pending = events.pop() ?? '';
    for (const event of events) {
      const data = dataOfEvent(event);
      if (data !== undefined) yield data;
    }
  }
}

// What a request offers the model besides its messages: the tools, and whether it may call them.
export type ToolOptions = { tools: AssistantToolDefinition[]; tool_choice: 'auto' | 'none' };

// The body of one chat completion, as it arrives. Throws when the model answers with an error or sends
// nothing for the timeout: an idle timeout rather than a deadline, so a model that keeps writing
// finishes its reply and one that stalls is given up.
export async function* completionBody(
  model: AssistantModel,
  messages: ChatMessage[],
  options: { stream: boolean } & Partial<ToolOptions>,
): AsyncGenerator<Uint8Array> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const restartTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => controller.abort(new Error(`the model sent nothing for ${model.timeoutMs} ms`)),
      model.timeoutMs,
    );
  };
  restartTimer();
  try {
    const response = await fetch(completionsUrl(model.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: options.stream ? 'text/event-stream' : 'application/json',
        ...(model.apiKey ? { authorization: `Bearer ${model.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: model.model,
        messages,
        ...options,
        // Low: a rephrasing or a choice of tools, not a story.
        temperature: 0.2,
        max_tokens: MAX_REPLY_TOKENS,
      }),
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`the model answered ${response.status}`);
    for await (const bytes of response.body) {
      restartTimer();
      yield bytes;
    }
  } finally {
    clearTimeout(timer);
    // Ends the request when the reply is abandoned half-way (a failure, or a stop before [DONE]).
    controller.abort();
  }
}

// The model's reply, piece by piece as it is written. Throws as completionBody does, and when the
// model cuts the reply at its length limit.
export async function* streamModelReply(
  model: AssistantModel,
  messages: ChatMessage[],
  tools?: ToolOptions,
): AsyncGenerator<string> {
  for await (const data of eventData(completionBody(model, messages, { stream: true, ...tools }))) {
    if (data === '[DONE]') return;
    const chunk = completionChunkSchema.parse(JSON.parse(data));
    if (chunk.error !== undefined) throw new Error(`the model failed: ${JSON.stringify(chunk.error)}`);
    const [choice] = chunk.choices;
    if (choice?.finish_reason === 'length') throw new Error('the model’s reply was cut at its length limit');
    if (choice?.delta?.content) yield choice.delta.content;
  }
}

// How a caller follows a phrased reply: each piece as the model writes it (for a stream), and the
// failure that made the reply fall back to the deterministic answer (to log).
export type PhrasingListener = {
  onDelta?: (text: string) => void;
  onFailure: (error: unknown) => void;
};

// The answer in the model's words, with the deterministic answer's links and sources: those are
// what the reply stores and the widget shows, whatever the model wrote. The deterministic answer
// itself when there is nothing to phrase, or when the model fails, stalls or writes nothing.
export const phraseAnswer = async (
  model: AssistantModel,
  question: string,
  answer: Answer,
  listener: PhrasingListener,
): Promise<Answer> => {
  if (!isPhrasable(answer)) return answer;
  let text = '';
  try {
    for await (const piece of streamModelReply(model, promptFor(question, answer))) {
      text += piece;
      listener.onDelta?.(piece);
    }
  } catch (error) {
    listener.onFailure(error);
    return answer;
  }
  if (text.trim() === '') {
    listener.onFailure(new Error('the model wrote nothing'));
    return answer;
  }
  return { ...answer, text: text.trim() };
};
