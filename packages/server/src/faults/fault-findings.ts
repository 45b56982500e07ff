import pg from 'pg';
import { type AcknowledgedBatch, type Answer, isOk } from './fault-load';

// What the suite concludes from the recorded answers, the server's log and the database.

// health-shape: during a database outage an API route answers 503, code DATABASE_UNAVAILABLE, with
// Retry-After in seconds. Anything else (a 500, a 401 for a session that could not be read, no
// answer at all) is what the fault suite exists to catch.
const isDatabaseUnavailable = (answer: Answer) =>
  answer.status === 503 && answer.code === 'DATABASE_UNAVAILABLE' && /^\d+$/.test(answer.retryAfter ?? '');

export const unexpectedAnswers = (answers: readonly Answer[]) =>
  answers.filter((answer) => !isOk(answer) && !isDatabaseUnavailable(answer));

// health-shape: liveness is 200 while the process serves HTTP, whatever the database does (a probe
// must not restart a process because PostgreSQL is down); readiness is 200, or 503 with Retry-After
// while the database fails.
export const unexpectedProbeAnswers = (answers: readonly Answer[]) =>
  answers.filter((answer) =>
    answer.request.endsWith('/api/health/live')
      ? answer.status !== 200
      : answer.status !== 200 && !(answer.status === 503 && /^\d+$/.test(answer.retryAfter ?? '')),
  );

export const describeAnswer = (answer: Answer) =>
  `${answer.client}: ${answer.request} → ${answer.status ?? `no answer (${answer.error})`}` +
  `${answer.code ? ` ${answer.code}` : ''}${answer.retryAfter ? ` Retry-After ${answer.retryAfter}` : ''}`;

// A finding as the failure message shows it: the first few items, each cut to a readable length
// (a failed query's log line runs to kilobytes), and how many more there were.
export const listed = (items: readonly string[], limit = 8) =>
  [
    ...items.slice(0, limit).map((item) => (item.length > 300 ? `${item.slice(0, 300)}…` : item)),
    ...(items.length > limit ? [`… and ${items.length - limit} more`] : []),
  ].join('\n');

export const countByStatus = (answers: readonly Answer[]) => {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const key = answer.status === null ? 'no answer' : String(answer.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

// The longest time clients as a whole went without a successful answer.
export const longestGapMs = (answers: readonly Answer[]) => {
  const okAt = answers
    .filter(isOk)
    .map((answer) => answer.at)
    .sort((a, b) => a - b);
  return okAt.slice(1).reduce((longest, at, index) => Math.max(longest, at - (okAt[index] as number)), 0);
};

// The first success received at or after an instant (PostgreSQL accepting connections again).
export const firstOkAfter = (answers: readonly Answer[], instant: number) =>
  answers
    .filter((answer) => isOk(answer) && answer.at >= instant)
    .reduce<number | null>(
      (first, answer) => (first === null ? answer.at : Math.min(first, answer.at)),
      null,
    );

// Server log lines an outage must not produce: bound parameters of a failed query (drizzle's
// "Failed query: … params: …"), a session or device token, or the hash it is looked up by.
export const leakingLogLines = (lines: readonly string[], secrets: readonly string[]) =>
  lines.filter((line) => line.includes('params:') || secrets.some((secret) => line.includes(secret)));

// Every log line that names the database (or PostgreSQL).
export const databaseLogLines = (lines: readonly string[]) =>
  lines.filter((line) => /database|postgres/i.test(line));

const stateChangeOf = (line: string) =>
  /database unavailable: /.test(line)
    ? 'unavailable'
    : /database available again after /.test(line)
      ? 'available'
      : null;

// health-shape: the log says "database unavailable: …" when an outage starts and "database available
// again after …" when it ends, one line per state change: never a line per failed request or per lost
// connection, never the same state twice in a row, and at most `maxOutages` outages (each fault of the
// scenario may be seen as one).
export const databaseLogProblems = (lines: readonly string[], maxOutages: number) => {
  const databaseLines = databaseLogLines(lines);
  const problems = databaseLines.flatMap((line) =>
    stateChangeOf(line) === null ? [`not a state change: ${line}`] : [],
  );
  const changes = databaseLines.map(stateChangeOf).filter((change) => change !== null);
  changes.forEach((change, index) => {
    if (index > 0 && change === changes[index - 1])
      problems.push(`"${change}" said twice in a row (line ${index + 1})`);
  });
  if (changes.length > 2 * maxOutages)
    problems.push(`${changes.length} state changes for at most ${maxOutages} outage(s)`);
  return problems;
};

// Each acknowledged batch stored exactly once, with its interval: (device, batch id) is the
// idempotency key of tracker_batches, and a batch's rows commit with it or not at all.
export const storageProblems = async (databaseUrl: string, acknowledged: readonly AcknowledgedBatch[]) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deviceIds = [...new Set(acknowledged.map((batch) => batch.deviceId))];
    const batches = await client.query<{ device_id: string; batch_id: string; copies: string }>(
      `select device_id, batch_id, count(*) as copies from tracker_batches
        where device_id = any($1::uuid[]) group by device_id, batch_id`,
      [deviceIds],
    );
    const intervals = await client.query<{ device_id: string; started_at: Date; copies: string }>(
      `select device_id, started_at, count(*) as copies from activity_intervals
        where device_id = any($1::uuid[]) group by device_id, started_at`,
      [deviceIds],
    );
    const batchCopies = new Map(
      batches.rows.map((row) => [`${row.device_id} ${row.batch_id}`, Number(row.copies)]),
    );
    const intervalCopies = new Map(
      intervals.rows.map((row) => [`${row.device_id} ${row.started_at.toISOString()}`, Number(row.copies)]),
    );
    return acknowledged.flatMap(({ deviceId, batchId, startedAt }) => {
      const stored = batchCopies.get(`${deviceId} ${batchId}`) ?? 0;
      const storedIntervals = intervalCopies.get(`${deviceId} ${startedAt}`) ?? 0;
      return stored === 1 && storedIntervals === 1
        ? []
        : [
            `batch ${batchId}: acknowledged, stored ${stored} time(s) with ${storedIntervals} interval row(s)`,
          ];
    });
  } finally {
    await client.end();
  }
};
