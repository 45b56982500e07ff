import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { assistantModelFromEnv } from '../../lib/language-model';
import { type StubLanguageModel, startStubLanguageModel } from '../../test-support/stub-language-model';
import type { Answer } from './answers/answer';
import { phraseAnswer } from './assistant-model';

// The language model only rephrases a deterministic answer: what it is sent, how its streamed reply
// is read, and the deterministic answer whenever it fails. Through the API: assistant-stream.routes.test.ts.
let stub: StubLanguageModel;
beforeAll(async () => {
  stub = await startStubLanguageModel();
});
beforeEach(() => stub.reset());
afterAll(() => stub.close());

const QUESTION = 'How many days can I work remotely?';
const ANSWER: Answer = {
  text: 'The Remote Work Policy allows up to 8 days of remote work a month.',
  links: [{ label: 'Remote Work Policy', href: '/policies/6c1f0a52-3a2b-4c5d-8e9f-0a1b2c3d4e5f' }],
  sources: [
    {
      policyId: '6c1f0a52-3a2b-4c5d-8e9f-0a1b2c3d4e5f',
      policyName: 'Remote Work Policy',
      heading: 'Eligibility',
      passage: 'Employees may work remotely for up to 8 days in a calendar month.',
      href: '/policies/6c1f0a52-3a2b-4c5d-8e9f-0a1b2c3d4e5f',
    },
  ],
};

const phrase = async (answer: Answer, timeoutMs?: number) => {
  const pieces: string[] = [];
  const failures: unknown[] = [];
  const reply = await phraseAnswer(stub.modelConfig(timeoutMs), QUESTION, answer, {
    onDelta: (text) => pieces.push(text),
    onFailure: (error) => failures.push(error),
  });
  return { reply, pieces, failures };
};

describe('phrasing an answer', () => {
  it('streams the model’s words in order and keeps the answer’s links and sources', async () => {
    stub.respondWith({
      kind: 'stream',
      pieces: ['According to the Remote Work Policy, ', 'you can work remotely ', 'up to 8 days a month.'],
    });
    const { reply, pieces, failures } = await phrase(ANSWER);
    expect(pieces).toEqual([
      'According to the Remote Work Policy, ',
      'you can work remotely ',
      'up to 8 days a month.',
    ]);
    expect(reply).toEqual({
      text: 'According to the Remote Work Policy, you can work remotely up to 8 days a month.',
      links: ANSWER.links,
      sources: ANSWER.sources,
    });
    expect(failures).toEqual([]);
  });

  it('asks for a stream from the configured model with the key, and sends the answer with its pages and passages', async () => {
    stub.respondWith({ kind: 'stream', pieces: ['Up to 8 days a month.'] });
    await phrase(ANSWER);
    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request?.authorization).toBe('Bearer stub-key');
    expect(request?.body).toMatchObject({ model: 'stub-model', stream: true });
    const prompt = stub.lastPrompt();
    for (const expected of [
      `Question: ${QUESTION}`,
      ANSWER.text,
      'Remote Work Policy (/policies/6c1f0a52-3a2b-4c5d-8e9f-0a1b2c3d4e5f)',
      'Remote Work Policy, "Eligibility":\nEmployees may work remotely for up to 8 days in a calendar month.',
      'Use only the facts in the answer',
      'name its policy',
    ])
      expect(prompt).toContain(expected);
  });

  // Refusals, 'No relevant answer found' and small talk come from no page: nothing to phrase.
  it('leaves an answer that links nowhere as it is, without asking the model', async () => {
    const refusal: Answer = {
      text: 'Sorry, I can only tell you about your own leave.',
      links: [],
      sources: [],
    };
    const { reply, pieces } = await phrase(refusal);
    expect(reply).toBe(refusal);
    expect(pieces).toEqual([]);
    expect(stub.requests).toEqual([]);
  });

  it.each([
    ['answers 500', { kind: 'status', status: 500 }],
    ['answers 401', { kind: 'status', status: 401 }],
    ['stalls past the timeout', { kind: 'stall' }],
    ['writes nothing', { kind: 'stream', pieces: [] }],
    ['writes only blanks', { kind: 'stream', pieces: [' ', '\n'] }],
    ['is cut at its length limit', { kind: 'stream', pieces: ['According to'], finishReason: 'length' }],
  ] as const)('gives the deterministic answer when the model %s', async (_case, behaviour) => {
    stub.respondWith(behaviour);
    const { reply, failures } = await phrase(ANSWER, 200);
    expect(reply).toBe(ANSWER);
    expect(failures).toHaveLength(1);
  });

  it('gives up on a model that is not there', async () => {
    const unreachable = { ...stub.modelConfig(), url: 'http://127.0.0.1:9/v1' };
    const failures: unknown[] = [];
    const reply = await phraseAnswer(unreachable, QUESTION, ANSWER, {
      onFailure: (error) => failures.push(error),
    });
    expect(reply).toBe(ANSWER);
    expect(failures).toHaveLength(1);
  });
});

describe('the model configuration', () => {
  const URL = 'http://127.0.0.1:11434/v1';

  it.each([
    ['nothing set: no model', {}, undefined],
    [
      'URL and model: the default 8 s timeout, no key',
      { ASSISTANT_LLM_URL: URL, ASSISTANT_LLM_MODEL: 'llama3.2' },
      { url: URL, model: 'llama3.2', apiKey: undefined, timeoutMs: 8000 },
    ],
    [
      'with a key and a timeout',
      {
        ASSISTANT_LLM_URL: URL,
        ASSISTANT_LLM_MODEL: 'gpt-4o-mini',
        ASSISTANT_LLM_API_KEY: 'sk-test',
        ASSISTANT_LLM_TIMEOUT_MS: '3000',
      },
      { url: URL, model: 'gpt-4o-mini', apiKey: 'sk-test', timeoutMs: 3000 },
    ],
  ])('%s', (_case, source, expected) => {
    expect(assistantModelFromEnv(loadEnv(source))).toEqual(expected);
  });

  it.each([
    ['a URL without a model', { ASSISTANT_LLM_URL: URL }],
    ['a model without a URL', { ASSISTANT_LLM_MODEL: 'llama3.2' }],
    ['a URL that is not one', { ASSISTANT_LLM_URL: 'localhost:11434', ASSISTANT_LLM_MODEL: 'llama3.2' }],
  ])('refuses to start with %s', (_case, source) => {
    expect(() => loadEnv(source)).toThrow(/Invalid configuration/);
  });
});
