import { ASSISTANT_LIMITS } from '@pulse/shared/contracts/assistant';
import { SALARY_SHEET_COLUMNS } from '@pulse/shared/domain/salary-slip';
import { assistantPulseTexts } from '@pulse/shared/spec-texts';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AppOptions, buildApp } from '../../app';
import { assistantMessages } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { demoPayrollPeriods } from '../../db/seed/demo-payroll';
import type { AssistantModel } from '../../lib/language-model';
import { askProBot } from '../../test-support/ask-probot';
import { deltasOf, eventsOf, exchangeOf } from '../../test-support/stream-events';
import { type StubLanguageModel, startStubLanguageModel } from '../../test-support/stub-language-model';
import { authFor, SAME_ORIGIN, sessionFor, useTestApp } from '../../test-support/test-app';
import { getLeaveSummary } from '../leaves/leaves.service';
import { getPayrollSheet } from '../payroll/payroll.service';

// ProBot with a language model (the stub): the reply streamed as it is written, stored with the
// deterministic answer's links, the deterministic answer whenever the model fails, and a prompt
// holding nothing the asker could not see. Without a model: one `done` event, the plain route as it was.
const testApp = useTestApp();
let stub: StubLanguageModel;
const modelApps: FastifyInstance[] = [];
let modelApp: FastifyInstance;

// The test file's database and clock, with the stub as ProBot's model.
const appWithModel = async (assistantModel: AssistantModel, logger: AppOptions['logger'] = false) => {
  const { db, clock, cipher, storage, realtime } = testApp;
  const app = await buildApp(
    { db, clock, cipher, storage, realtime, assistantModel },
    { webDir: null, logger },
  );
  modelApps.push(app);
  return app;
};

beforeAll(async () => {
  stub = await startStubLanguageModel();
  modelApp = await appWithModel(stub.modelConfig());
});
beforeEach(() => stub.reset());
afterAll(async () => {
  for (const app of modelApps) await app.close();
  await stub.close();
});

const LEAVE_QUESTION = 'What is my leave balance?';
const MODEL_PIECES = [
  'Here is your leave balance, ',
  'straight from Leaves Status. ',
  'Enjoy your time off!',
];

const post = (app: FastifyInstance, url: string, cookie: string, text: string) =>
  app.inject({ method: 'POST', url, headers: { ...SAME_ORIGIN, cookie }, payload: { text } });
const askStreaming = (app: FastifyInstance, cookie: string, text: string) =>
  post(app, '/api/v1/assistant/messages/stream', cookie, text);
const askPlainly = (app: FastifyInstance, cookie: string, text: string) =>
  post(app, '/api/v1/assistant/messages', cookie, text);

const storedQuestions = async (employeeId: string) => {
  const [row] = await testApp.db
    .select({ total: count() })
    .from(assistantMessages)
    .where(eq(assistantMessages.employeeId, employeeId));
  return row?.total ?? 0;
};

const historyOf = async (app: FastifyInstance, cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/v1/assistant/history', headers: { cookie } })).json();

describe('without a language model', () => {
  it('does not offer streaming, and the stream route sends the deterministic exchange as one done event', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    expect((await historyOf(testApp.app, cookie)).canStream).toBe(false);
    const expected = await askProBot(testApp, DEMO_EMPLOYEE_EMAIL, LEAVE_QUESTION);
    const response = await askStreaming(testApp.app, cookie, LEAVE_QUESTION);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const events = eventsOf(response.body);
    expect(events.map(({ event }) => event)).toEqual(['done']);
    expect(exchangeOf(events).reply).toMatchObject({ sender: 'bot', ...expected });
    expect((await historyOf(testApp.app, cookie)).messages).toEqual([
      exchangeOf(events).question,
      exchangeOf(events).reply,
    ]);
  });

  it('answers the plain route with the deterministic answer', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const expected = await askProBot(testApp, DEMO_EMPLOYEE_EMAIL, LEAVE_QUESTION);
    const response = await askPlainly(testApp.app, cookie, LEAVE_QUESTION);
    expect(response.statusCode).toBe(201);
    expect(response.json().reply).toMatchObject(expected);
  });
});

describe('with a language model', () => {
  it('offers streaming', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    expect((await historyOf(modelApp, cookie)).canStream).toBe(true);
  });

  it('streams the model’s words in order, then stores them with the deterministic links', async () => {
    stub.respondWith({ kind: 'stream', pieces: MODEL_PIECES });
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const deterministic = await askProBot(testApp, DEMO_EMPLOYEE_EMAIL, LEAVE_QUESTION);
    expect(deterministic.links.length).toBeGreaterThan(0);
    const events = eventsOf((await askStreaming(modelApp, cookie, LEAVE_QUESTION)).body);
    expect(events.map(({ event }) => event)).toEqual(['delta', 'delta', 'delta', 'done']);
    expect(deltasOf(events)).toEqual(MODEL_PIECES);
    const { question, reply } = exchangeOf(events);
    expect(question.text).toBe(LEAVE_QUESTION);
    expect(reply).toMatchObject({
      text: MODEL_PIECES.join(''),
      links: deterministic.links,
      sources: deterministic.sources,
    });
    expect((await historyOf(modelApp, cookie)).messages).toEqual([question, reply]);
  });

  it('phrases the plain route’s reply too', async () => {
    stub.respondWith({ kind: 'stream', pieces: MODEL_PIECES });
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const deterministic = await askProBot(testApp, DEMO_EMPLOYEE_EMAIL, LEAVE_QUESTION);
    const response = await askPlainly(modelApp, cookie, LEAVE_QUESTION);
    expect(response.statusCode).toBe(201);
    expect(response.json().reply).toMatchObject({ text: MODEL_PIECES.join(''), links: deterministic.links });
  });

  // Only the deterministic answer reaches the model: the asker's own numbers, nobody else's data, and
  // not even the asker's own salary, which a leave question does not need.
  it('sends the model the asker’s own answer and nothing of anyone else', async () => {
    stub.respondWith({ kind: 'stream', pieces: MODEL_PIECES });
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    await askStreaming(modelApp, cookie, LEAVE_QUESTION);
    const prompt = stub.lastPrompt();

    const deterministic = await askProBot(testApp, DEMO_EMPLOYEE_EMAIL, LEAVE_QUESTION);
    expect(prompt).toContain(`Question: ${LEAVE_QUESTION}`);
    expect(prompt).toContain(deterministic.text);
    const own = await getLeaveSummary(testApp, (await authFor(testApp, DEMO_EMPLOYEE_EMAIL)).auth, {});
    for (const number of [own.entitled, own.taken, own.pending]) expect(prompt).toContain(String(number));

    const admin = await authFor(testApp, DEMO_ADMIN_EMAIL);
    const period = demoPayrollPeriods(testApp.clock.now()).at(-1);
    if (!period) throw new Error('the demo has no payroll');
    const sheet = await getPayrollSheet(testApp, admin.auth, period);
    const column = (name: (typeof SALARY_SHEET_COLUMNS)[number]) => SALARY_SHEET_COLUMNS.indexOf(name);
    expect(sheet.rows.length).toBeGreaterThan(10);
    for (const { cells } of sheet.rows) {
      const [name, email, gross, actual] = [
        cells[column('Employee Name')],
        cells[column('Emails')],
        cells[column('Gross Salary')],
        cells[column('Actual Salary')],
      ];
      for (const salary of [gross, actual])
        for (const written of [String(salary), Number(salary).toLocaleString('en-IN')])
          expect(prompt, `salary ${written} of ${name}`).not.toContain(written);
      if (email === DEMO_EMPLOYEE_EMAIL) continue;
      expect(prompt).not.toContain(String(name));
      expect(prompt).not.toContain(String(email));
    }
  });

  it('reaches the client piece by piece, as the model writes', async () => {
    const address = await modelApp.listen({ port: 0, host: '127.0.0.1' });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The stub holds its second piece until the client has read the first.
    stub.respondWith({ kind: 'stream', pieces: MODEL_PIECES, held: { index: 1, until: released } });
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const response = await fetch(`${address}/api/v1/assistant/messages/stream`, {
      method: 'POST',
      headers: { cookie, origin: address, 'content-type': 'application/json' },
      body: JSON.stringify({ text: LEAVE_QUESTION }),
    });
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let received = '';
    const readUntil = async (ending: string) => {
      while (!received.includes(ending)) {
        const { done, value } = await reader.read();
        if (done) throw new Error(`the stream ended before ${ending}: ${received}`);
        received += decoder.decode(value, { stream: true });
      }
    };
    await readUntil('\n\n');
    expect(eventsOf(received)).toEqual([{ event: 'delta', data: { text: MODEL_PIECES[0] } }]);
    release();
    await readUntil('event: done');
    await readUntil('}\n\n');
    expect(deltasOf(eventsOf(received))).toEqual(MODEL_PIECES);
    expect(exchangeOf(eventsOf(received)).reply.text).toBe(MODEL_PIECES.join(''));
  });

  it.each([
    ['answers 500', { kind: 'status', status: 500 }, []],
    ['is cut half-way', { kind: 'stream', pieces: ['Here is'], finishReason: 'length' }, ['Here is']],
  ] as const)(
    'streams and stores the deterministic answer when the model %s',
    async (_case, behaviour, deltas) => {
      stub.respondWith(behaviour);
      const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
      const deterministic = await askProBot(testApp, DEMO_EMPLOYEE_EMAIL, LEAVE_QUESTION);
      const events = eventsOf((await askStreaming(modelApp, cookie, LEAVE_QUESTION)).body);
      // The done event's reply replaces whatever pieces came before the failure.
      expect(deltasOf(events)).toEqual(deltas);
      const { reply } = exchangeOf(events);
      expect(reply).toMatchObject(deterministic);
      expect((await historyOf(modelApp, cookie)).messages.at(-1)).toEqual(reply);
    },
  );

  it('streams and stores the deterministic answer when the model stalls past its timeout, and logs it', async () => {
    stub.respondWith({ kind: 'stall' });
    const logLines: string[] = [];
    const impatientApp = await appWithModel(stub.modelConfig(150), {
      level: 'warn',
      stream: { write: (line: string) => logLines.push(line) },
    });
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const deterministic = await askProBot(testApp, DEMO_EMPLOYEE_EMAIL, LEAVE_QUESTION);
    const events = eventsOf((await askStreaming(impatientApp, cookie, LEAVE_QUESTION)).body);
    expect(events.map(({ event }) => event)).toEqual(['done']);
    expect(exchangeOf(events).reply).toMatchObject(deterministic);
    expect(stub.requests).toHaveLength(1);
    expect(logLines).toHaveLength(1);
    expect(JSON.parse(logLines[0] ?? '{}')).toMatchObject({
      level: 40,
      msg: 'ProBot: the language model failed; the deterministic answer is used',
      err: { message: 'the model sent nothing for 150 ms' },
    });
  });

  it('ends with an error event when the reply cannot be stored after the stream started', async () => {
    stub.respondWith({ kind: 'stream', pieces: MODEL_PIECES });
    const { cookie, employee } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    // A check that no new row passes: the database refuses the exchange once the pieces are sent.
    await testApp.db.execute(
      sql`alter table assistant_messages add constraint refuse_new_messages check (false) not valid`,
    );
    try {
      const response = await askStreaming(modelApp, cookie, LEAVE_QUESTION);
      expect(response.statusCode).toBe(200);
      expect(eventsOf(response.body)).toEqual([
        ...MODEL_PIECES.map((text) => ({ event: 'delta', data: { text } })),
        { event: 'error', data: { status: 500 } },
      ]);
    } finally {
      await testApp.db.execute(sql`alter table assistant_messages drop constraint refuse_new_messages`);
    }
    expect(await storedQuestions(employee.id)).toBe(0);
  });

  // The model is asked which tools fit (model-tool-calls.routes.test.ts); it calls none here and
  // writes text instead, which is dropped: it came from no tool.
  it('does not ask the model to phrase an answer that links nowhere', async () => {
    stub.respondWith({ kind: 'stream', pieces: ['zxqv wbmf means 42.'] });
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const unknown = await askProBot(testApp, DEMO_EMPLOYEE_EMAIL, 'zxqv wbmf');
    const events = eventsOf((await askStreaming(modelApp, cookie, 'zxqv wbmf')).body);
    expect(events.map(({ event }) => event)).toEqual(['done']);
    expect(exchangeOf(events).reply).toMatchObject(unknown);
    expect(stub.requests.map(({ body }) => ({ stream: body.stream, toolChoice: body.tool_choice }))).toEqual([
      { stream: false, toolChoice: 'auto' },
    ]);
  });
});

// Refused before the stream starts: problem+json like every route, and nothing stored.
describe('refusals before the stream', () => {
  it.each([
    ['a blank message', '   ', { ...SAME_ORIGIN }, 400],
    ['no session', LEAVE_QUESTION, { ...SAME_ORIGIN, cookie: '' }, 401],
    ['another site', LEAVE_QUESTION, { origin: 'https://elsewhere.example' }, 403],
  ])('%s', async (_case, text, headers, status) => {
    const { cookie, employee } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const response = await modelApp.inject({
      method: 'POST',
      url: '/api/v1/assistant/messages/stream',
      headers: { cookie, ...headers },
      payload: { text },
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(await storedQuestions(employee.id)).toBe(0);
    expect(stub.requests).toEqual([]);
  });

  it('shares the plain route’s rate limit', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    for (let sent = 0; sent < ASSISTANT_LIMITS.messagesPerMinute; sent += 1)
      expect((await askPlainly(modelApp, cookie, 'hello')).statusCode).toBe(201);
    const refused = await askStreaming(modelApp, cookie, LEAVE_QUESTION);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json().detail).toBe(assistantPulseTexts.tooManyMessages);
    expect(stub.requests).toEqual([]);
  });
});
