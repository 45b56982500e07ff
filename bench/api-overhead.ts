// npm run bench: what the Pulse stack costs per request against a minimal Fastify + pg server doing
// the same session lookup, and what the landing page sends down the wire. A benchmark to read, not a
// timed test: it exits 0 when every stage ran, whatever the figures, and 1 when a stage could not run.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import {
  exitUnlessBuilt,
  freePort,
  type ProductionServer,
  root,
  serverEntry,
  startProductionServer,
  stopChild,
} from './support/production-server';
import { prepareScratch, type Scratch } from './support/scratch';
import { signIn } from './support/sign-in';

type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};
type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
};
// autocannon ships no types; this is the part of its API the bench uses.
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>;

const webDist = join(root, 'packages/web/dist');
const baselineEntry = join(root, 'bench/support/me-baseline-server.ts');
const CONNECTIONS = 50;
const DURATION_SECONDS = 6;
const WARM_UP_SECONDS = 3;
// Baseline and Pulse take turns, so a neighbour's load on the machine weighs on both alike.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const OVERHEAD_GOAL = 0.8;
// On PGlite the baseline reads a copy of the database through PGlite, not pg.
const BASELINE_LABEL = process.env.DATABASE_URL ? 'minimal Fastify + pg' : 'minimal Fastify + PGlite';
const LANDING_JS_GOAL_BYTES = 120 * 1024;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (isMet: boolean) => (isMet ? 'PASS' : 'FAIL');
const heading = (text: string) => console.log(`\n== ${text} ==`);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const clockTicksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

// User + system CPU of a process so far, in ms (/proc/<pid>/stat fields 14 and 15, in clock ticks;
// the fields are counted after the command name, which may itself hold spaces).
const cpuMsOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
};

type Server = { label: string; url: string; pid: number };
type Measurement = { requestsPerSecond: number; requests: number; cpuMs: number; failures: number };

const load = async (server: Server, cookie: string, seconds: number): Promise<Measurement> => {
  const cpuBefore = cpuMsOf(server.pid);
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { cookie },
  });
  const cpuMs = cpuMsOf(server.pid) - cpuBefore;
  const failures = result.errors + result.timeouts + result.non2xx;
  console.log(
    `  ${server.label.padEnd(22)} ${result.requests.average.toFixed(0).padStart(6)} req/s ` +
      `(${result.requests.total}), CPU ${((cpuMs * 1000) / result.requests.total).toFixed(0)} µs/req, ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms` +
      (failures ? `, errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}` : ''),
  );
  return { requestsPerSecond: result.requests.average, requests: result.requests.total, cpuMs, failures };
};

// The baseline runs in its own process, like the Pulse server, so the load generator in this process
// competes with both the same way.
const startBaseline = async (env: Record<string, string | undefined>) => {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port) };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[key];
    else childEnv[key] = value;
  }
  // BENCH_CPU_PROF profiles the baseline too, into its own folder, so both profiles can be read side by side.
  const profileArgs = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${join(process.env.BENCH_CPU_PROF, 'baseline')}`]
    : [];
  const child = spawn(process.execPath, [...profileArgs, '--import', 'tsx', baselineEntry], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/api/v1/me`;
  // Unauthenticated it answers 401, which waitForUrl does not count as up: any answer will do here.
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the baseline exited with code ${child.exitCode}`);
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error('the baseline did not answer within 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, child, stop: () => stopChild(child) };
};

const fetchMe = async (url: string, cookie: string) => {
  const response = await fetch(url, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status} before the load`);
  return response.json();
};

const benchOverhead = async (
  pulse: ProductionServer,
  baselineUrl: string,
  baselinePid: number,
  cookie: string,
) => {
  const servers: Server[] = [
    { label: BASELINE_LABEL, url: baselineUrl, pid: baselinePid },
    { label: 'Pulse', url: `${pulse.origin}/api/v1/me`, pid: pulse.child.pid ?? 0 },
  ];
  const [baselineMe, pulseMe] = await Promise.all(servers.map((server) => fetchMe(server.url, cookie)));
  if (!isDeepStrictEqual(baselineMe, pulseMe)) {
    throw new Error(`the baseline's answer differs from Pulse's: ${JSON.stringify({ baselineMe, pulseMe })}`);
  }
  console.log(`warm-up: ${WARM_UP_SECONDS} s each`);
  for (const server of servers) await load(server, cookie, WARM_UP_SECONDS);
  const rounds: { baseline: Measurement; pulse: Measurement }[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    console.log(`round ${round} of ${ROUNDS}:`);
    const [baselineServer, pulseServer] = servers as [Server, Server];
    const baseline = await load(baselineServer, cookie, DURATION_SECONDS);
    rounds.push({ baseline, pulse: await load(pulseServer, cookie, DURATION_SECONDS) });
  }
  return rounds;
};

const reportOverhead = (rounds: { baseline: Measurement; pulse: Measurement }[], scratch: Scratch) => {
  const summary = (pick: (round: (typeof rounds)[number]) => Measurement) => {
    const measured = rounds.map(pick);
    const requests = measured.reduce((sum, measurement) => sum + measurement.requests, 0);
    const cpuMs = measured.reduce((sum, measurement) => sum + measurement.cpuMs, 0);
    return {
      requestsPerSecond: median(measured.map((measurement) => measurement.requestsPerSecond)),
      cpuMicrosecondsPerRequest: (cpuMs * 1000) / requests,
      failures: measured.reduce((sum, measurement) => sum + measurement.failures, 0),
    };
  };
  const baseline = summary((round) => round.baseline);
  const pulse = summary((round) => round.pulse);
  // Each round's ratio pairs two runs taken back to back; the median of those is the figure.
  const ratio = median(
    rounds.map((round) => round.pulse.requestsPerSecond / round.baseline.requestsPerSecond),
  );
  heading(`API overhead (${scratch.label})`);
  console.log(
    `${BASELINE_LABEL}  ${baseline.requestsPerSecond.toFixed(0).padStart(6)} req/s (median)  ` +
      `CPU ${baseline.cpuMicrosecondsPerRequest.toFixed(0)} µs/req`,
  );
  console.log(
    `Pulse /api/v1/me      ${pulse.requestsPerSecond.toFixed(0).padStart(6)} req/s (median)  ` +
      `CPU ${pulse.cpuMicrosecondsPerRequest.toFixed(0)} µs/req ` +
      `(${(pulse.cpuMicrosecondsPerRequest / baseline.cpuMicrosecondsPerRequest).toFixed(2)}× the baseline's)`,
  );
  console.log(
    `ratio ${ratio.toFixed(2)} (median of ${rounds.length} rounds: ` +
      `${rounds.map((round) => (round.pulse.requestsPerSecond / round.baseline.requestsPerSecond).toFixed(2)).join(', ')})` +
      `  goal ≥ ${OVERHEAD_GOAL} on PostgreSQL  ${verdict(ratio >= OVERHEAD_GOAL)}` +
      (scratch.databaseUrl ? '' : '  (this run used PGlite; set DATABASE_URL for the goal’s setting)'),
  );
  const failures = baseline.failures + pulse.failures;
  console.log(`errors / timeouts / non-2xx: ${failures}  ${verdict(failures === 0)} (must be 0)`);
};

const listFiles = (directory: string): string[] =>
  readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });

type Transfer = { url: string; type: string; encoding: string; rawBytes: number; wireBytes: number };

// What the browser receives while it opens /home and the network settles, read from Chromium's own
// network events: the body as decoded (raw) and the bytes that crossed the socket, headers included
// (Network.loadingFinished's encodedDataLength), with the content-encoding the server chose.
const measureLandingInBrowser = async (origin: string) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const cdp = await page.context().newCDPSession(page);
    const transfers = new Map<string, Transfer>();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const encoding = Object.entries(response.headers).find(
        ([name]) => name.toLowerCase() === 'content-encoding',
      )?.[1];
      transfers.set(requestId, {
        url: response.url,
        type,
        encoding: encoding ?? 'none',
        rawBytes: 0,
        wireBytes: 0,
      });
    });
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const transfer = transfers.get(requestId);
      if (transfer) transfer.rawBytes += dataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const transfer = transfers.get(requestId);
      if (transfer) transfer.wireBytes = encodedDataLength;
    });
    await cdp.send('Network.enable');
    // A fresh profile: nothing comes from the cache, every byte is counted.
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(`${origin}/home`, { waitUntil: 'networkidle' });
    return [...transfers.values()].filter((transfer) => new URL(transfer.url).origin === origin);
  } finally {
    await browser.close();
  }
};

const reportLandingBytes = async (origin: string) => {
  heading('Landing page /home: bytes on the wire (Chromium, cache disabled)');
  const assetsDir = join(webDist, 'assets');
  const builtScripts = existsSync(assetsDir)
    ? listFiles(assetsDir).filter((path) => path.endsWith('.js'))
    : [];
  const builtRaw = builtScripts.reduce((sum, path) => sum + statSync(path).size, 0);
  const builtBrotli = builtScripts.reduce(
    (sum, path) => sum + (existsSync(`${path}.br`) ? statSync(`${path}.br`).size : statSync(path).size),
    0,
  );
  console.log(`all built JS: ${builtScripts.length} files, ${kib(builtRaw)} raw, ${kib(builtBrotli)} br`);
  let transfers: Transfer[];
  try {
    transfers = await measureLandingInBrowser(origin);
  } catch (error) {
    console.log(
      `could not measure in Chromium (${CHROMIUM_EXECUTABLE}): ${(error as Error).message.split('\n')[0]}  FAIL`,
    );
    return;
  }
  for (const transfer of [...transfers].sort((a, b) => b.wireBytes - a.wireBytes)) {
    console.log(
      `  ${kib(transfer.rawBytes).padStart(9)} raw  ${kib(transfer.wireBytes).padStart(9)} wire  ` +
        `${transfer.encoding.padEnd(4)}  ${transfer.type.padEnd(10)} ${new URL(transfer.url).pathname}`,
    );
  }
  const total = (list: Transfer[]) => ({
    raw: list.reduce((sum, transfer) => sum + transfer.rawBytes, 0),
    wire: list.reduce((sum, transfer) => sum + transfer.wireBytes, 0),
  });
  const all = total(transfers);
  const scripts = total(transfers.filter((transfer) => transfer.type === 'Script'));
  console.log(`everything: ${transfers.length} responses, ${kib(all.raw)} raw, ${kib(all.wire)} on the wire`);
  console.log(
    `JavaScript: ${kib(scripts.raw)} raw, ${kib(scripts.wire)} on the wire  goal ≤ ${kib(LANDING_JS_GOAL_BYTES)} ` +
      `on the wire  ${verdict(scripts.wire <= LANDING_JS_GOAL_BYTES)}`,
  );
};

// On PGlite the database lives inside Pulse's process, so the baseline gets a copy of it taken while
// Pulse is stopped (the signed-in session included) and Pulse starts again on the original.
const startBaselineBeside = async (pulse: ProductionServer, scratch: Scratch) => {
  if (scratch.databaseUrl)
    return { pulse, baseline: await startBaseline({ DATABASE_URL: scratch.databaseUrl }) };
  await pulse.stop();
  const copy = join(scratch.dataDir, 'baseline-db');
  cpSync(join(scratch.dataDir, 'db'), copy, { recursive: true });
  const restarted = await startProductionServer({ ...scratch.env, DEMO: '1' });
  return {
    pulse: restarted,
    baseline: await startBaseline({ BASELINE_PGLITE_DIR: copy, DATABASE_URL: undefined }),
  };
};

const main = async () => {
  exitUnlessBuilt([serverEntry, join(webDist, 'index.html')]);
  // On a PostgreSQL server the bench works in a scratch database of its own, so the database
  // DATABASE_URL names is never migrated or seeded by a benchmark.
  const scratch = await prepareScratch('pulse-bench-api');
  try {
    const first = await startProductionServer({ ...scratch.env, DEMO: '1' });
    // The demo organisation's admin is who signs in.
    const { cookie } = await signIn(first.origin, 'admin@demo.pulse');
    const { pulse, baseline } = await startBaselineBeside(first, scratch);
    try {
      heading(
        `GET /api/v1/me signed in, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_SECONDS} s each`,
      );
      console.log(
        `Pulse: ${relative(root, serverEntry)} on ${pulse.origin}; baseline: ${relative(root, baselineEntry)}; ` +
          `database: ${scratch.label}`,
      );
      const rounds = await benchOverhead(pulse, baseline.url, baseline.child.pid ?? 0, cookie);
      reportOverhead(rounds, scratch);
      await reportLandingBytes(pulse.origin);
    } finally {
      await baseline.stop();
      await pulse.stop();
    }
  } finally {
    await scratch.drop();
  }
};

main().catch((error: unknown) => {
  console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
