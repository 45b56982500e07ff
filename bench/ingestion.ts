// Ingestion: events/s through the tracker API — batches of 500 events, 4
// agents at once, each with one batch in flight — against raw multi-row INSERTs of the same rows into
// the same tables of a second scratch database of the same kind, in one run. Goal: ratio ≥ 0.5.
// The API does more than the INSERTs: it authenticates the device token, validates the batch, records
// the batch id (idempotency), upserts the rows and recomputes the touched 10-minute slots — all in one
// transaction. A benchmark to read: exits 0 when it ran, 1 when it could not.
//
//   npm run build -w @pulse/server && node --import tsx bench/ingestion.ts          # PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/ingestion.ts
//   BENCH_DAYS=1 node --import tsx bench/ingestion.ts   # fewer working days per agent (default 5)
import { randomBytes } from 'node:crypto';
import { relative } from 'node:path';
import type { TrackerInputMinute, TrackerInterval } from '@pulse/shared/contracts/tracker';
import { type SQL, sql } from 'drizzle-orm';
import { ensureActivityPartitions } from '../packages/server/src/db/activity-partitions';
import { type DatabaseHandle, openDatabase } from '../packages/server/src/db/client';
import { employees, organizations, trackerDevices } from '../packages/server/src/db/schema/index';
import { exitUnlessBuilt, root, serverEntry, startProductionServer } from './support/production-server';
import { prepareScratch, type Scratch } from './support/scratch';
import { seededRandom } from './support/seeded-random';
import { signInDevice } from './support/sign-in';

const BATCH_SIZE = 500;
const RATIO_GOAL = 0.5;
// The demo organisation starts with 14 days of tracked history (today included); the bench's days lie
// before it, so the API does not recompute slots the demo already filled, and the tracker accepts
// history up to 30 days old: at most 12 measured days (and a warm-up day before them).
const FIRST_DAY_BACK = 16;
const DAYS = Math.min(12, Math.max(1, Number(process.env.BENCH_DAYS ?? 5)));
// Four active demo employees, one agent (device) each.
const AGENT_EMAILS = [
  'employee@demo.pulse',
  'priya.nair@demo.pulse',
  'vikram.singh@demo.pulse',
  'neha.kapoor@demo.pulse',
];
const DAY_MS = 24 * 60 * 60 * 1000;

// The raw side opens its scratch database in this process, as the server would.
const openScratch = (scratch: Scratch): Promise<DatabaseHandle> =>
  openDatabase(scratch.databaseUrl ? { databaseUrl: scratch.databaseUrl } : { dataDir: scratch.dataDir });

// ---- A realistic working day per agent --------------------------------------------------------------

const WINDOWS: [string, string[], string | null][] = [
  ['Code', ['activity.service.ts — pulse', 'tracker.routes.ts — pulse', 'README.md — pulse'], null],
  [
    'Chrome',
    ['Pull request #482 · pulse', 'PostgreSQL: Documentation', 'Jira — Sprint board'],
    'https://example.com/',
  ],
  ['Slack', ['#engineering — Demo Corporation', 'Direct message — Asha Verma'], null],
  ['Outlook', ['Inbox — employee@demo.pulse', 'Weekly status — Message'], null],
  ['Excel', ['Q3 forecast.xlsx', 'Timesheet March.xlsx'], null],
  ['Zoom', ['Daily stand-up', 'Sprint planning'], null],
  ['Terminal', ['npm run test — bash', 'psql — bash'], null],
];

type Event = { kind: 'interval'; value: TrackerInterval } | { kind: 'minute'; value: TrackerInputMinute };

// 09:00–18:00 in Asia/Kolkata (03:30Z–12:30Z) with a 45-minute lunch log-off: focus intervals of 20 s
// to 4 min that follow each other without overlapping, a few away spells, and a count per active minute.
const workingDay = (dayStart: number, seed: number): Event[] => {
  const random = seededRandom(seed);
  const start = dayStart + (3 * 60 + 30) * 60_000;
  const end = dayStart + (12 * 60 + 30) * 60_000;
  const lunchFrom = dayStart + 7 * 60 * 60_000;
  const lunchTo = lunchFrom + 45 * 60_000;
  const events: { at: number; event: Event }[] = [];
  const away: [number, number][] = [];
  for (let spell = 0; spell < 4; spell += 1) {
    const from = start + Math.floor(random() * 8) * 60 * 60_000 + Math.floor(random() * 50) * 60_000;
    if (from + 15 * 60_000 > lunchFrom && from < lunchTo) continue;
    const until = from + (5 + Math.floor(random() * 10)) * 60_000;
    if (away.some(([a, b]) => from < b + 60_000 && until > a - 60_000)) continue;
    away.push([from, until]);
    events.push({
      at: from,
      event: {
        kind: 'interval',
        value: {
          kind: 'away',
          startedAt: new Date(from).toISOString(),
          durationSeconds: (until - from) / 1000,
        },
      },
    });
  }
  for (let at = start; at < end; ) {
    if (at >= lunchFrom && at < lunchTo) {
      at = lunchTo;
      continue;
    }
    const seconds = 20 + Math.floor(random() * 220);
    const until = Math.min(at + seconds * 1000, end, at < lunchFrom ? lunchFrom : end);
    const [app, titles, url] = WINDOWS[Math.floor(random() * WINDOWS.length)] ?? ['Code', ['pulse'], null];
    events.push({
      at,
      event: {
        kind: 'interval',
        value: {
          kind: 'focus',
          startedAt: new Date(at).toISOString(),
          durationSeconds: Math.round((until - at) / 1000),
          app,
          title: titles[Math.floor(random() * titles.length)] ?? app,
          url,
        },
      },
    });
    at = until;
  }
  for (let minute = start; minute < end; minute += 60_000) {
    if (minute >= lunchFrom && minute < lunchTo) continue;
    const isAway = away.some(([from, until]) => minute >= from && minute < until);
    events.push({
      at: minute,
      event: {
        kind: 'minute',
        value: {
          minuteStart: new Date(minute).toISOString(),
          keyPresses: isAway ? 0 : Math.floor(random() * 120),
          mouseClicks: isAway ? 0 : Math.floor(random() * 40),
        },
      },
    });
  }
  return events.sort((a, b) => a.at - b.at).map((entry) => entry.event);
};

type Batch = { batchId: string; intervals: TrackerInterval[]; inputMinutes: TrackerInputMinute[] };

const toBatches = (agent: number, events: Event[], label: string): Batch[] => {
  const batches: Batch[] = [];
  for (let index = 0; index < events.length; index += BATCH_SIZE) {
    const slice = events.slice(index, index + BATCH_SIZE);
    batches.push({
      batchId: `bench-${label}-${agent}-${batches.length}`,
      intervals: slice.flatMap((event) => (event.kind === 'interval' ? [event.value] : [])),
      inputMinutes: slice.flatMap((event) => (event.kind === 'minute' ? [event.value] : [])),
    });
  }
  return batches;
};

// DAYS measured days from FIRST_DAY_BACK days ago backwards, and one older day for warm-up.
const agentWork = (agent: number) => {
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const daysOf = (from: number, count: number) =>
    Array.from({ length: count }, (_, day) =>
      workingDay(today - (from + day) * DAY_MS, agent * 1_000 + from + day),
    ).flat();
  return {
    warmUp: toBatches(
      agent,
      workingDay(today - (FIRST_DAY_BACK + DAYS + 1) * DAY_MS, agent * 7 + 99_999).slice(0, BATCH_SIZE),
      'warm',
    ),
    measured: toBatches(agent, daysOf(FIRST_DAY_BACK, DAYS), 'run'),
  };
};

const eventsIn = (batches: Batch[]) =>
  batches.reduce((sum, batch) => sum + batch.intervals.length + batch.inputMinutes.length, 0);

// Four agents at once, each sending its batches one after another.
const runAgents = async <T>(work: T[][], send: (agent: number, item: T) => Promise<void>) => {
  const started = process.hrtime.bigint();
  await Promise.all(
    work.map(async (items, agent) => {
      for (const item of items) await send(agent, item);
    }),
  );
  return Number(process.hrtime.bigint() - started) / 1e9;
};

// ---- Contender 1: the tracker API -------------------------------------------------------------------

const benchApi = async (work: { warmUp: Batch[]; measured: Batch[] }[]) => {
  const scratch = await prepareScratch('pulse-bench-ingest-api');
  try {
    const pulse = await startProductionServer({ ...scratch.env, DEMO: '1' });
    try {
      console.log(`server: ${relative(root, serverEntry)} on ${pulse.origin}, database: ${scratch.label}`);
      const tokens = await Promise.all(AGENT_EMAILS.map((email) => signInDevice(pulse.origin, email)));
      const send = async (agent: number, batch: Batch) => {
        const response = await fetch(`${pulse.origin}/api/v1/tracker/batches`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[agent]}` },
          body: JSON.stringify(batch),
        });
        const body = await response.text();
        if (response.status !== 200)
          throw new Error(`batch ${batch.batchId} answered ${response.status}: ${body}`);
      };
      await runAgents(
        work.map((agent) => agent.warmUp),
        send,
      );
      const seconds = await runAgents(
        work.map((agent) => agent.measured),
        send,
      );
      return seconds;
    } finally {
      await pulse.stop();
    }
  } finally {
    await scratch.drop();
  }
};

// ---- Contender 2: raw multi-row INSERTs -------------------------------------------------------------

type Owner = { organizationId: string; employeeId: string; deviceId: string };

// The same rows into the same tables: one parameterised multi-row INSERT per table and batch, the
// statements the API's repository issues, without its upsert clauses, slot roll-up or bookkeeping.
const insertRaw = async (handle: DatabaseHandle, owner: Owner, batch: Batch) => {
  const { organizationId: org, employeeId: emp, deviceId: dev } = owner;
  if (batch.intervals.length > 0) {
    const rows: SQL[] = batch.intervals.map((interval) => {
      const isFocus = interval.kind === 'focus';
      return sql`(${org}, ${emp}, ${dev}, ${interval.kind}, ${interval.startedAt}, ${interval.durationSeconds}, ${isFocus ? interval.app : null}, ${isFocus ? interval.title : null}, ${isFocus ? (interval.url ?? null) : null})`;
    });
    await handle.db.execute(
      sql`insert into activity_intervals (organization_id, employee_id, device_id, kind, started_at, duration_seconds, app, title, url) values ${sql.join(rows, sql`, `)}`,
    );
  }
  if (batch.inputMinutes.length > 0) {
    const rows: SQL[] = batch.inputMinutes.map(
      (minute) =>
        sql`(${org}, ${emp}, ${dev}, ${minute.minuteStart}, ${minute.keyPresses}, ${minute.mouseClicks})`,
    );
    await handle.db.execute(
      sql`insert into input_minutes (organization_id, employee_id, device_id, minute_start, key_presses, mouse_clicks) values ${sql.join(rows, sql`, `)}`,
    );
  }
};

const benchRaw = async (work: { warmUp: Batch[]; measured: Batch[] }[]) => {
  const scratch = await prepareScratch('pulse-bench-ingest-raw');
  try {
    const handle = await openScratch(scratch);
    try {
      console.log(`database: ${scratch.label} (${handle.kind}, in this process)`);
      await handle.migrate();
      // Without the demo's tracked history: the bench counts only what it sends (no file is written).
      // The rows' owners: an organisation, the four employees and a device each (the foreign keys the
      // rows reference, as on the API side).
      const [organization] = await handle.db
        .insert(organizations)
        .values({ name: 'Bench Corporation', timeZone: 'Asia/Kolkata' })
        .returning({ id: organizations.id });
      if (!organization) throw new Error('organisation not inserted');
      const now = new Date();
      const owners: Owner[] = [];
      for (const [index, email] of AGENT_EMAILS.entries()) {
        const [person] = await handle.db
          .insert(employees)
          .values({
            organizationId: organization.id,
            employeeNumber: index + 1,
            employeeCode: `BENCH-${index + 1}`,
            name: email,
            officialEmail: email,
            passwordHash: 'not-a-real-hash',
          })
          .returning({ id: employees.id });
        if (!person) throw new Error('employee not inserted');
        const [device] = await handle.db
          .insert(trackerDevices)
          .values({
            organizationId: organization.id,
            employeeId: person.id,
            name: 'BENCH-PC',
            platform: 'linux',
            tokenHash: randomBytes(32).toString('hex'),
            createdAt: now,
            lastSeenAt: now,
          })
          .returning({ id: trackerDevices.id });
        if (!device) throw new Error('device not inserted');
        owners.push({ organizationId: organization.id, employeeId: person.id, deviceId: device.id });
      }
      // Every month the API accepts (30 days back), as the API side makes them before it writes.
      await ensureActivityPartitions(handle.db, new Date(now.getTime() - 31 * 86_400_000), now);
      const send = (agent: number, batch: Batch) => {
        const owner = owners[agent];
        if (!owner) throw new Error(`no agent ${agent}`);
        return insertRaw(handle, owner, batch);
      };
      await runAgents(
        work.map((agent) => agent.warmUp),
        send,
      );
      return await runAgents(
        work.map((agent) => agent.measured),
        send,
      );
    } finally {
      await handle.close();
    }
  } finally {
    await scratch.drop();
  }
};

// ---- Run ---------------------------------------------------------------------------------------------

const main = async () => {
  exitUnlessBuilt();
  const work = AGENT_EMAILS.map((_, agent) => agentWork(agent));
  const measuredBatches = work.flatMap((agent) => agent.measured);
  const events = eventsIn(measuredBatches);
  const intervals = measuredBatches.reduce((sum, batch) => sum + batch.intervals.length, 0);
  console.log(
    `== Ingestion: ${AGENT_EMAILS.length} agents × ${DAYS} working day(s), ${events} events ` +
      `(${intervals} intervals, ${events - intervals} input minutes) in ${measuredBatches.length} batches of ≤ ${BATCH_SIZE} ==`,
  );
  console.log(
    `(working days ${FIRST_DAY_BACK}–${FIRST_DAY_BACK + DAYS - 1} days ago, before the demo's 14-day history; ` +
      'plus one warm-up batch per agent on each side, not counted)',
  );

  console.log('\n1. tracker API: POST /api/v1/tracker/batches, 4 agents at once, one batch in flight each');
  const apiSeconds = await benchApi(work);
  const apiRate = events / apiSeconds;
  console.log(`tracker API: ${events} events in ${apiSeconds.toFixed(2)} s = ${apiRate.toFixed(0)} events/s`);

  console.log(
    '\n2. raw multi-row INSERT of the same rows (activity_intervals, input_minutes), 4 workers at once',
  );
  const rawSeconds = await benchRaw(work);
  const rawRate = events / rawSeconds;
  console.log(`raw INSERT:  ${events} rows in ${rawSeconds.toFixed(2)} s = ${rawRate.toFixed(0)} rows/s`);

  const ratio = apiRate / rawRate;
  console.log(
    `\nratio API / raw: ${ratio.toFixed(2)}  goal ≥ ${RATIO_GOAL}  ${ratio >= RATIO_GOAL ? 'PASS' : 'FAIL'}` +
      `  (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
  );
  console.log(
    'Note: the API also authenticates the device, validates the batch, records its id (idempotency), ' +
      'upserts the rows and recomputes the touched 10-minute slots in the same transaction; ' +
      'the raw side only inserts the rows.',
  );
};

main().catch((error: unknown) => {
  console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
