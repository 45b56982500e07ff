// Load: 200 tracker agents and 50 signed-in portal users on one production server for 60 s (hardening:
// the load bench). The agents are the agent's own code (packages/tracker: simulated source, durable
// queue in an agent home each, upload loop) on a clock 12 times faster than real, so each sends a
// batch about every 5 s and a screenshot about every 50 s; the users go from page to page (time sheet,
// leaves, dashboard cards, a week's report) with 1–3 s to read in between. It prints requests/s,
// errors and p50/p99 by kind, the server's CPU and resident memory, then stops, drains the agents'
// queues and proves from the database that every acknowledged event is stored exactly once.
// Goals on the 2-core machine: 0 errors, agent batch p99 < 1 s, portal p99 < 500 ms, RSS < 500 MB.
// A benchmark to read: exits 0 when it ran, 1 when it could not.
//
//   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/load.ts
//   BENCH_SECONDS=20 …                  a shorter measured window (default 60)
//   BENCH_PROBE=1 …                     the server logs event-loop delay and pool waits every second
//   BENCH_PROBE=trace …                 and splits each request's time (slows the server a little)
//   BENCH_CPU_PROF=/tmp/prof …          and runs under `node --cpu-prof`, summarised at the end
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { addDays, todayIn } from '@pulse/shared/domain/organization-day';
import { isoWeekStart } from '@pulse/shared/domain/report-weeks';
import { localMidnight } from '@pulse/shared/domain/simulated-day';
import { openDatabase } from '../packages/server/src/db/client';
import { summariseCpuProfile } from './support/cpu-profile-summary';
import { createLatencyRecorder, type KindSummary, type LatencyRecorder } from './support/latency-recorder';
import { AGENT_KINDS, startLoadAgents } from './support/load-agents';
import { PORTAL_KINDS, startPortalUsers } from './support/load-portal';
import { countTrackedSlots, verifyAcknowledged } from './support/load-verify';
import { findDemoOrganization, growLoadWorkforce } from './support/load-workforce';
import { sampleProcess } from './support/process-sampler';
import { exitUnlessBuilt, root, startProductionServer } from './support/production-server';
import { prepareScratch, type Scratch } from './support/scratch';
import { signIn } from './support/sign-in';

const AGENTS = 200;
const USERS = 50;
// Of the users, the ones who browse the administrator's pages (everyone's time sheet, the cards, reports).
const ADMINS = 10;
const SECONDS = Math.max(5, Number(process.env.BENCH_SECONDS ?? 60));
// Agents and users start spread over the first seconds; measuring begins once all of them run.
const WARM_UP_SECONDS = 10;
// A capture window every 15 s of agent time, whole minutes batched: a batch a minute, here every 5 s.
const SPEED = 12;
const THINK_MS: [number, number] = [1_000, 3_000];
const HISTORY_DAYS = 14;
const DRAIN_MS = 60_000;
const GOALS = { batchP99Ms: 1_000, portalP99Ms: 500, rssMb: 500 };

const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const openScratch = (scratch: Scratch) =>
  openDatabase(scratch.databaseUrl ? { databaseUrl: scratch.databaseUrl } : { dataDir: scratch.dataDir });

const printTable = (rows: KindSummary[]) => {
  console.log(
    `${'kind'.padEnd(20)}${'requests'.padStart(9)}${'req/s'.padStart(8)}${'errors'.padStart(8)}` +
      `${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'max ms'.padStart(9)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.kind.padEnd(20)}${String(row.count).padStart(9)}${row.perSecond.toFixed(1).padStart(8)}` +
        `${String(row.errors).padStart(8)}${row.p50.toFixed(0).padStart(9)}${row.p99.toFixed(0).padStart(9)}` +
        `${row.max.toFixed(0).padStart(9)}`,
    );
  }
};

type Histogram = { count: number; p50: number; p99: number; max: number };
type ProbeLine = {
  at: number;
  eventLoopMs: Histogram;
  pool: { max: number; total: number; mostWaiting: number };
  acquireMs: Histogram;
  holdMs: Histogram;
  batchMs: Histogram;
  portalMs: Histogram;
  split?: Record<'batch' | 'portal', Split>;
};
type Split = {
  requests: number;
  totalMs: number;
  acquireMs: number;
  statementMs: number;
  statements: number;
  byStatement: Record<string, { count: number; ms: number }>;
};

// The server probe's seconds inside the measured window, five at a time (the worst second of each
// five), then the median second: what the server itself saw, apart from the bench process's delays.
const printProbe = (file: string, from: number, to: number) => {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ProbeLine)
    .filter((line) => line.at > from && line.at <= to);
  if (lines.length === 0) return;
  console.log(
    `\nserver probe, pool of ${lines[0]?.pool.max} connections; per 5 s, the worst second's ms: event-loop delay p99 · ` +
      'connections open / most requests waiting for one · getting one p99 · holding one p50 / p99 · ' +
      'request in the server p99, batch / portal',
  );
  const worst = (group: ProbeLine[], pick: (line: ProbeLine) => number) => Math.max(...group.map(pick));
  for (let index = 0; index < lines.length; index += 5) {
    const group = lines.slice(index, index + 5);
    const at = (pick: (line: ProbeLine) => number, digits = 0) => worst(group, pick).toFixed(digits);
    console.log(
      `  +${String(index).padStart(3)} s  loop ${at((l) => l.eventLoopMs.p99)}` +
        `  pool ${at((l) => l.pool.total)} / ${at((l) => l.pool.mostWaiting)}` +
        `  acquire ${at((l) => l.acquireMs.p99, 1)}  hold ${at((l) => l.holdMs.p50, 1)} / ${at((l) => l.holdMs.p99)}` +
        `  server ${at((l) => l.batchMs.p99)} / ${at((l) => l.portalMs.p99)}`,
    );
  }
  const median = (pick: (line: ProbeLine) => number) =>
    lines.map(pick).sort((a, b) => a - b)[Math.floor(lines.length / 2)] ?? 0;
  console.log(
    `  median second: loop p99 ${median((l) => l.eventLoopMs.p99).toFixed(0)}, most waiting ${median((l) => l.pool.mostWaiting)}, ` +
      `acquire p99 ${median((l) => l.acquireMs.p99).toFixed(1)}, hold p50 ${median((l) => l.holdMs.p50).toFixed(1)} / ` +
      `p99 ${median((l) => l.holdMs.p99).toFixed(0)}, server p50 batch ${median((l) => l.batchMs.p50).toFixed(0)} / ` +
      `portal ${median((l) => l.portalMs.p50).toFixed(0)}, p99 batch ${median((l) => l.batchMs.p99).toFixed(0)} / ` +
      `portal ${median((l) => l.portalMs.p99).toFixed(0)}`,
  );
  // BENCH_PROBE=trace: where a request's time went inside the server, on average over the window.
  for (const kind of ['batch', 'portal'] as const) {
    const sum = { requests: 0, totalMs: 0, acquireMs: 0, statementMs: 0, statements: 0 };
    const statements = new Map<string, { count: number; ms: number }>();
    for (const line of lines) {
      const split = line.split?.[kind];
      if (!split) continue;
      for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += split[key];
      for (const [name, statement] of Object.entries(split.byStatement)) {
        const total = statements.get(name) ?? { count: 0, ms: 0 };
        total.count += statement.count;
        total.ms += statement.ms;
        statements.set(name, total);
      }
    }
    if (sum.requests === 0) continue;
    const mean = (value: number) => (value / sum.requests).toFixed(1);
    console.log(
      `  ${kind} in the server, mean of ${sum.requests}: ${mean(sum.totalMs)} ms = waiting for a connection ` +
        `${mean(sum.acquireMs)} + ${mean(sum.statements)} statements ${mean(sum.statementMs)} + the rest ` +
        `(JavaScript, event-loop queue) ${mean(sum.totalMs - sum.acquireMs - sum.statementMs)}`,
    );
    const slowest = [...statements].sort((a, b) => b[1].ms - a[1].ms).slice(0, 6);
    for (const [name, statement] of slowest)
      console.log(
        `    ${mean(statement.ms).padStart(6)} ms a request  (${(statement.ms / statement.count).toFixed(1)} ms × ${(statement.count / sum.requests).toFixed(1)})  ${name}`,
      );
  }
};

const measure = async (
  recorder: LatencyRecorder,
  serverPid: number,
): Promise<{
  server: ReturnType<ReturnType<typeof sampleProcess>['stop']>;
  benchCpu: number;
  benchLoopP99: number;
  from: number;
  to: number;
}> => {
  const benchLoop = monitorEventLoopDelay({ resolution: 10 });
  benchLoop.enable();
  const server = sampleProcess(serverPid);
  const benchCpu = process.cpuUsage();
  const from = Date.now();
  recorder.open();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  recorder.close();
  const to = Date.now();
  const used = process.cpuUsage(benchCpu);
  benchLoop.disable();
  return {
    server: server.stop(),
    benchCpu: ((used.user + used.system) / 1000 / (to - from)) * 100,
    benchLoopP99: benchLoop.percentile(99) / 1e6,
    from,
    to,
  };
};

const main = async () => {
  exitUnlessBuilt();
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `== Load: ${AGENTS} tracker agents + ${USERS} portal users (${ADMINS} administrators) for ${SECONDS} s on ${database} ==`,
  );
  if (!process.env.DATABASE_URL) console.log('(the goals are for PostgreSQL: set DATABASE_URL)');
  console.log(`machine: ${cpus().length} cores, load average ${load()} (1, 5, 15 min) before the run`);
  const scratch = await prepareScratch('pulse-bench-load');
  const agentHomes = mkdtempSync(join(tmpdir(), 'pulse-bench-load-agents-'));
  const profileDir = process.env.BENCH_CPU_PROF;
  const probe = process.env.BENCH_PROBE;
  const probeFile =
    profileDir || probe === '1' || probe === 'trace'
      ? join(scratch.dataDir, 'server-probe.jsonl')
      : undefined;
  try {
    // The first start migrates and seeds the demo; the bench's people are added with it stopped.
    let started = Date.now();
    const seeding = await startProductionServer({ ...scratch.env, DEMO: '1' });
    await seeding.stop();
    const handle = await openScratch(scratch);
    const organization = await findDemoOrganization(handle.db);
    const today = todayIn(organization.timeZone, new Date());
    // The agents replay the last working day before today from 10:30, a past the server accepts.
    let day = addDays(today, -1);
    while (isWeekend(day)) day = addDays(day, -1);
    const simulatedStart = new Date(localMidnight(day, organization.timeZone) + 10.5 * 3_600_000);
    const workforce = await growLoadWorkforce(handle.db, {
      organization,
      count: AGENTS,
      admins: ADMINS,
      historyDays: HISTORY_DAYS,
      lastHistoryDay: addDays(day, -1),
    });
    await handle.close();
    console.log(
      `database: ${scratch.label}; demo + ${AGENTS} employees with a device each and ${HISTORY_DAYS} days of ` +
        `history, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const pulse = await startProductionServer({
      ...scratch.env,
      DEMO: '1',
      ...(probeFile ? { PULSE_PROBE_FILE: probeFile } : {}),
      ...(probe === 'trace' ? { PULSE_PROBE_TRACE: '1' } : {}),
    });
    const serverPid = pulse.child.pid ?? 0;
    let stopped = false;
    try {
      started = Date.now();
      const users = [];
      for (const person of workforce.people.slice(0, USERS)) {
        users.push({ cookie: (await signIn(pulse.origin, person.email)).cookie, isAdmin: person.isAdmin });
      }
      console.log(
        `${USERS} portal sign-ins in ${((Date.now() - started) / 1000).toFixed(1)} s (argon2id each)`,
      );
      console.log(
        `agents replay ${day} from ${simulatedStart.toISOString()} at ${SPEED}× (a batch ≈ every ${60 / SPEED} s each); ` +
          `users read for ${THINK_MS[0] / 1000}–${THINK_MS[1] / 1000} s between pages; ${WARM_UP_SECONDS} s warm-up`,
      );

      const recorder = createLatencyRecorder();
      const agents = await startLoadAgents({
        origin: pulse.origin,
        people: workforce.people,
        homeRoot: agentHomes,
        simulatedStart,
        speed: SPEED,
        spreadMs: 60_000 / SPEED,
        recorder,
      });
      const weekStart = isoWeekStart(day);
      const portal = startPortalUsers({
        origin: pulse.origin,
        users,
        dates: { day, weekStart, weekEnd: addDays(weekStart, 6) },
        thinkMs: THINK_MS,
        spreadMs: 2_000,
        recorder,
      });
      await new Promise((resolve) => setTimeout(resolve, WARM_UP_SECONDS * 1000));
      const window = await measure(recorder, serverPid);
      const loadDuring = load();
      await portal.stop();
      started = Date.now();
      const left = await agents.stopAndDrain(DRAIN_MS);
      const drainSeconds = (Date.now() - started) / 1000;
      await pulse.stop();
      stopped = true;

      const agentRows = [AGENT_KINDS.batch, AGENT_KINDS.screenshot].map((kind) =>
        recorder.summaryOf([kind], kind),
      );
      const portalKinds = Object.values(PORTAL_KINDS);
      const portalRows = portalKinds.map((kind) => recorder.summaryOf([kind], kind));
      const portalAll = recorder.summaryOf(portalKinds, 'portal (all)');
      const all = recorder.summaryOf([...portalKinds, AGENT_KINDS.batch, AGENT_KINDS.screenshot], 'all');
      console.log(`\nmeasured ${SECONDS} s (load average ${loadDuring} at its end):`);
      printTable([...agentRows, ...portalRows, portalAll, all]);
      const errors =
        all.errors + recorder.errorsOutside() + recorder.summaryOf([AGENT_KINDS.config], '').errors;
      for (const message of recorder.messages()) console.log(`  error: ${message}`);
      console.log(
        `server: CPU ${window.server.cpuPercent.toFixed(0)} % of one core, RSS peak ${window.server.peakRssMb.toFixed(0)} MB ` +
          `(mean ${window.server.meanRssMb.toFixed(0)} MB)`,
      );
      console.log(
        `bench process (agents + users): CPU ${window.benchCpu.toFixed(0)} % of one core, ` +
          `event-loop delay p99 ${window.benchLoopP99.toFixed(0)} ms`,
      );
      if (probeFile) printProbe(probeFile, window.from, window.to);
      for (const line of agents.log.slice(0, 5)) console.log(`  agent: ${line}`);

      console.log(
        `\ndrained in ${drainSeconds.toFixed(1)} s; left in the agents' queues: ${left.eventsLeft} events, ${left.screenshotsLeft} screenshots`,
      );
      const check = await openScratch(scratch);
      const verified = await verifyAcknowledged(check.db, {
        deviceIds: workforce.people.map((person) => person.deviceId),
        acked: agents.acked,
        ackedScreenshots: agents.ackedScreenshots,
      });
      const slots = await countTrackedSlots(
        check.db,
        workforce.people.map((person) => person.employeeId),
        simulatedStart,
        new Date(localMidnight(addDays(day, 1), organization.timeZone)),
      );
      await check.close();
      const exact =
        verified.lost + verified.duplicated + verified.unexpected + verified.ackMismatches === 0 &&
        left.eventsLeft + left.screenshotsLeft === 0;
      console.log(
        `acknowledged: ${verified.batches} batches (${verified.intervals} intervals, ${verified.inputMinutes} input minutes), ` +
          `${verified.screenshots} screenshots; ${slots} slots with tracked time rolled up`,
      );
      console.log(
        `stored: lost ${verified.lost}, duplicated ${verified.duplicated}, never acknowledged ${verified.unexpected}, ` +
          `acknowledgements with other counts ${verified.ackMismatches}`,
      );
      for (const problem of verified.problems) console.log(`  ${problem}`);

      const batch = agentRows[0];
      console.log('\nGoals:');
      console.log(
        `  errors = 0                           ${String(errors).padStart(7)}       ${verdict(errors === 0)}`,
      );
      console.log(
        `  agent batch p99 < ${GOALS.batchP99Ms} ms            ${(batch?.p99 ?? 0).toFixed(0).padStart(7)} ms    ${verdict((batch?.p99 ?? Infinity) < GOALS.batchP99Ms)}`,
      );
      console.log(
        `  portal p99 < ${GOALS.portalP99Ms} ms                  ${portalAll.p99.toFixed(0).padStart(7)} ms    ${verdict(portalAll.p99 < GOALS.portalP99Ms)}`,
      );
      console.log(
        `  server RSS < ${GOALS.rssMb} MB                  ${window.server.peakRssMb.toFixed(0).padStart(7)} MB    ${verdict(window.server.peakRssMb < GOALS.rssMb)}`,
      );
      console.log(`  acknowledged events stored once                   ${verdict(exact)}`);

      if (profileDir) {
        const profile = readdirSync(profileDir).find(
          (name) => name.endsWith('.cpuprofile') && name.includes(`.${serverPid}.`),
        );
        if (profile) console.log(`\n${summariseCpuProfile(join(profileDir, profile), root)}`);
        else console.log(`\nno CPU profile of process ${serverPid} in ${profileDir}`);
      }
    } finally {
      if (!stopped) await pulse.stop();
    }
  } finally {
    rmSync(agentHomes, { recursive: true, force: true });
    await scratch.drop();
  }
};

main().catch((error: unknown) => {
  console.error(`\nbench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
