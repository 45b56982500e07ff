import { createHash } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { TrackerBatchBody } from '@pulse/shared/contracts/tracker';
import { pollUntil } from './fault-tools';

// What runs while a fault happens: tracker agents uploading batches as the real agent does (a batch
// keeps its id and is sent again until acknowledged) and portal readers opening pages' APIs. Every
// answer is recorded, so the test can say what clients saw. The tracker package's client is not used:
// it drops the Retry-After header that the suite asserts.

export type Answer = {
  client: string;
  request: string;
  // null: no HTTP answer at all (connection refused or reset, timeout).
  status: number | null;
  retryAfter: string | null;
  code: string | null;
  error: string | null;
  sentAt: number;
  at: number;
};

export type AcknowledgedBatch = { deviceId: string; batchId: string; startedAt: string };

export type Credentials = { email: string; password: string };
export type Reader = Credentials & { paths: readonly string[] };

export const isOk = (answer: Answer) => answer.status !== null && answer.status >= 200 && answer.status < 300;

const REQUEST_TIMEOUT_MS = 15_000;
// Between two requests of one client: 7 clients make ~50 requests a second, enough for every client
// to meet each fault several times, without taking the two cores from the server.
const PACE_MS = 120;

// The agent's backoff (packages/tracker/src/queue/backoff.ts) scaled from 1 s to 100 ms, so a retry
// comes soon after the database is back and the recovery time is the server's, not the agent's.
const retryDelay = (attempt: number) => {
  const step = Math.min(800, 100 * 2 ** attempt);
  return step / 2 + Math.random() * (step / 2);
};

const problemCodeOf = async (response: Response) => {
  if (response.ok || !(response.headers.get('content-type') ?? '').includes('json')) {
    await response.body?.cancel();
    return null;
  }
  try {
    const problem = (await response.json()) as { code?: unknown };
    return typeof problem.code === 'string' ? problem.code : null;
  } catch {
    return null;
  }
};

export const createAnswerLog = () => {
  const answers: Answer[] = [];
  // Sends one request and records its answer; the body is kept for 2xx answers only.
  const send = async (client: string, url: string, init: RequestInit = {}) => {
    const sentAt = performance.now();
    const request = `${init.method ?? 'GET'} ${new URL(url).pathname}`;
    let answer: Answer;
    let body: string | null = null;
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      body = response.ok ? await response.text() : null;
      const code = body === null ? await problemCodeOf(response) : null;
      const retryAfter = response.headers.get('retry-after');
      answer = { client, request, status: response.status, retryAfter, code, error: null, sentAt, at: 0 };
    } catch (error) {
      const message =
        error instanceof Error ? `${error.message} ${String(error.cause ?? '')}`.trim() : String(error);
      answer = { client, request, status: null, retryAfter: null, code: null, error: message, sentAt, at: 0 };
    }
    answer.at = performance.now();
    answers.push(answer);
    return { answer, body };
  };
  return { answers, send };
};

// The session token of a portal sign-in, from its Set-Cookie.
const sessionTokenOf = (headers: Headers | null) => {
  const cookie = headers?.getSetCookie().find((value) => value.startsWith('pulse_session='));
  return cookie?.slice('pulse_session='.length).split(';')[0] ?? null;
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// A portal user signed in through the API as the browser does (Origin proves the same site).
export const signInPortal = async (origin: string, { email, password }: Credentials) => {
  const response = await fetch(`${origin}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  const token = sessionTokenOf(response.headers);
  if (response.status !== 200 || !token) throw new Error(`portal sign-in of ${email}: ${response.status}`);
  const employee = (await response.json()) as { id: string };
  return { token, employeeId: employee.id, cookie: `pulse_session=${token}` };
};

const signInAgent = async (origin: string, { email, password }: Credentials, deviceName: string) => {
  const response = await fetch(`${origin}/api/v1/tracker/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, deviceName, platform: 'linux' }),
  });
  if (response.status !== 200) throw new Error(`tracker sign-in of ${email}: ${response.status}`);
  const { deviceToken, device } = (await response.json()) as { deviceToken: string; device: { id: string } };
  return { token: deviceToken, deviceId: device.id };
};

// One focus interval and one input minute on the batch's own whole minute: a batch that is stored
// leaves rows the test can count.
const batchBody = (batchId: string, startedAt: string): TrackerBatchBody => ({
  batchId,
  intervals: [{ kind: 'focus', startedAt, durationSeconds: 50, app: 'Fault suite', title: batchId }],
  inputMinutes: [{ minuteStart: startedAt, keyPresses: 30, mouseClicks: 10 }],
});

export type LoadOptions = {
  origin: string;
  // Names batch ids and devices, so scenarios never share one.
  runId: string;
  agents: readonly Credentials[];
  readers: readonly Reader[];
  // A whole minute in the past: agent batch n covers the minute n minutes after it.
  firstMinute: Date;
};

// Signs everyone in (before the fault), then runs until stop().
export const startLoad = async ({ origin, runId, agents, readers, firstMinute }: LoadOptions) => {
  const { answers, send } = createAnswerLog();
  const acknowledged: AcknowledgedBatch[] = [];
  // A batch the server refused (4xx): the real agent drops it; here it is a failure to report.
  const refused: Answer[] = [];
  const agentSessions = await Promise.all(
    agents.map((agent, index) => signInAgent(origin, agent, `${runId} agent ${index + 1}`)),
  );
  const readerSessions = await Promise.all(readers.map((reader) => signInPortal(origin, reader)));
  let isStopping = false;

  const agentName = (index: number) => `agent ${index + 1}`;
  const readerName = (reader: Reader) => `reader ${reader.email}`;
  const runAgent = async ({ token, deviceId }: { token: string; deviceId: string }, index: number) => {
    const client = agentName(index);
    for (let batch = 0; !isStopping; batch += 1) {
      const batchId = `${runId}-${index + 1}-${batch}`;
      const startedAt = new Date(firstMinute.getTime() + batch * 60_000).toISOString();
      const body = JSON.stringify(batchBody(batchId, startedAt));
      for (let attempt = 0; !isStopping; attempt += 1) {
        const { answer } = await send(client, `${origin}/api/v1/tracker/batches`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body,
        });
        if (isOk(answer)) {
          acknowledged.push({ deviceId, batchId, startedAt });
          break;
        }
        const { status } = answer;
        if (status !== null && status < 500 && status !== 408 && status !== 429) {
          refused.push(answer);
          return;
        }
        await setTimeout(retryDelay(attempt));
      }
      await setTimeout(PACE_MS);
    }
  };

  const runReader = async ({ cookie }: { cookie: string }, reader: Reader) => {
    for (let round = 0; !isStopping; round += 1) {
      const path = reader.paths[round % reader.paths.length] as string;
      await send(readerName(reader), `${origin}${path}`, { headers: { cookie } });
      await setTimeout(PACE_MS);
    }
  };

  const running = Promise.all([
    ...agentSessions.map(runAgent),
    ...readerSessions.map((session, index) => runReader(session, readers[index] as Reader)),
  ]);
  const clients = [...agents.map((_, index) => agentName(index)), ...readers.map(readerName)];
  return {
    answers,
    acknowledged,
    refused,
    // What must never reach the log: the tokens and the hashes the server looks them up by.
    secrets: [...agentSessions, ...readerSessions].flatMap(({ token }) => [token, sha256(token)]),
    // Until every client has had a successful answer received at or after `since` (the load has
    // reached every route before a fault; every client is served again after one).
    untilEveryClientServed: (since: number, what: string, timeoutMs = 15_000) =>
      pollUntil(
        what,
        async () =>
          clients.every((client) =>
            answers.some((answer) => answer.client === client && isOk(answer) && answer.at >= since),
          )
            ? performance.now()
            : undefined,
        { timeoutMs },
      ),
    stop: async () => {
      isStopping = true;
      await running;
    },
  };
};

// A load balancer's probes beside the load: liveness and readiness in turn, each answer recorded.
export const startHealthProbe = (origin: string) => {
  const { answers, send } = createAnswerLog();
  let isStopping = false;
  const running = (async () => {
    for (let round = 0; !isStopping; round += 1) {
      await send('probe', `${origin}${round % 2 === 0 ? '/api/health/live' : '/api/health/ready'}`);
      await setTimeout(PACE_MS);
    }
  })();
  return {
    answers,
    stop: async () => {
      isStopping = true;
      await running;
    },
  };
};
