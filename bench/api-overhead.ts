// npm run bench: what the Pulse stack costs per request against a bare node:http server, and what the
// landing page makes a visitor download. A benchmark to read, not a timed test: it exits 0 when every
// stage ran, whatever the figures, and 1 when a stage could not run.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
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
  waitForUrl,
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
const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
const OVERHEAD_GOAL = 0.5;
const LANDING_JS_GOAL_BYTES = 120 * 1024;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (isMet: boolean) => (isMet ? 'PASS' : 'FAIL');
const heading = (text: string) => console.log(`\n== ${text} ==`);

const load = async (label: string, options: AutocannonOptions) => {
  const result = await autocannon(options);
  const failures = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${label}: ${result.requests.average.toFixed(0)} req/s (total ${result.requests.total}), ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
  );
  return { requestsPerSecond: result.requests.average, failures };
};

// The bare baseline runs in its own process, like the Pulse server, so the load generator in this
// process competes with both the same way.
const HELLO_SERVER = `
import { createServer } from 'node:http';
createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'text/plain' });
  response.end('hello');
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

const benchBareServer = async () => {
  heading(`1. bare node:http hello server, GET /, ${CONNECTIONS} connections, ${DURATION_SECONDS} s`);
  const port = await freePort();
  const child = spawn(process.execPath, ['--input-type=module', '-e', HELLO_SERVER], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'inherit',
  });
  try {
    await waitForUrl(`http://127.0.0.1:${port}/`, child, 10_000);
    return await load('bare node:http', {
      url: `http://127.0.0.1:${port}/`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
    });
  } finally {
    await stopChild(child);
  }
};

const benchPulse = async (pulse: ProductionServer, scratch: Scratch) => {
  heading(`2. Pulse GET /api/v1/me (signed in), ${CONNECTIONS} connections, ${DURATION_SECONDS} s`);
  console.log(`server: ${relative(root, serverEntry)} on ${pulse.origin}, database: ${scratch.label}`);
  // The demo organisation's admin is who signs in.
  const { cookie } = await signIn(pulse.origin, 'admin@demo.pulse');
  const me = await fetch(`${pulse.origin}/api/v1/me`, { headers: { cookie } });
  if (me.status !== 200) throw new Error(`GET /api/v1/me answered ${me.status} before the load`);
  return load('Pulse /api/v1/me', {
    url: `${pulse.origin}/api/v1/me`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { cookie },
  });
};

const gzipSize = (content: Buffer | string) => gzipSync(content).length;

const listFiles = (directory: string): string[] =>
  readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });

// What index.html makes the browser fetch before any code runs: the entry and its modulepreloads.
const staticLandingScripts = () => {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
  return [...new Set([...sources, ...preloads])].filter(Boolean);
};

// The honest figure: every JS response while a real browser opens /home and settles.
const measureLandingInBrowser = async (origin: string) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const scripts = new Map<string, number>();
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      const isScript = response.request().resourceType() === 'script' || url.pathname.endsWith('.js');
      if (!isScript || url.origin !== origin) return;
      pending.push(
        response
          .body()
          .then((body) => {
            scripts.set(url.pathname, gzipSize(body));
          })
          .catch(() => undefined),
      );
    });
    await page.goto(`${origin}/home`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    return scripts;
  } finally {
    await browser.close();
  }
};

const reportBundleSizes = async (origin: string) => {
  heading('3. web bundle sizes (gzip, default level)');
  const assetsDir = join(webDist, 'assets');
  const allScripts = existsSync(assetsDir) ? listFiles(assetsDir).filter((path) => path.endsWith('.js')) : [];
  const allTotal = allScripts.reduce((sum, path) => sum + gzipSize(readFileSync(path)), 0);
  console.log(`all built JS: ${allScripts.length} files, ${kib(allTotal)}`);

  const initial = staticLandingScripts();
  const initialTotal = initial.reduce((sum, href) => {
    const path = join(webDist, href.replace(/^\//, ''));
    return sum + (existsSync(path) ? gzipSize(readFileSync(path)) : 0);
  }, 0);
  console.log(`index.html entry + modulepreloads: ${initial.length} files, ${kib(initialTotal)}`);

  let landingTotal = initialTotal;
  let source = 'index.html entry + modulepreloads (no browser measurement)';
  try {
    const measured = await measureLandingInBrowser(origin);
    landingTotal = [...measured.values()].reduce((sum, size) => sum + size, 0);
    source = 'measured in Chromium';
    console.log(`JS that /home loads in Chromium (${measured.size} files):`);
    for (const [path, size] of [...measured].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${kib(size).padStart(9)}  ${path}`);
    }
  } catch (error) {
    console.log(
      `could not measure in Chromium (${CHROMIUM_EXECUTABLE}): ${(error as Error).message.split('\n')[0]}`,
    );
  }
  console.log(
    `landing page JS (${source}): ${kib(landingTotal)}  goal ≤ ${kib(LANDING_JS_GOAL_BYTES)}  ` +
      verdict(landingTotal <= LANDING_JS_GOAL_BYTES),
  );
};

const main = async () => {
  exitUnlessBuilt([serverEntry, join(webDist, 'index.html')]);

  const bare = await benchBareServer();
  // On a PostgreSQL server the bench works in a scratch database of its own, so the database
  // DATABASE_URL names is never migrated or seeded by a benchmark.
  const scratch = await prepareScratch('pulse-bench-api');
  try {
    const pulse = await startProductionServer({ ...scratch.env, DEMO: '1' });
    try {
      const api = await benchPulse(pulse, scratch);
      const ratio = api.requestsPerSecond / bare.requestsPerSecond;
      heading('API overhead');
      console.log(`bare node:http     ${bare.requestsPerSecond.toFixed(0)} req/s`);
      console.log(`Pulse /api/v1/me   ${api.requestsPerSecond.toFixed(0)} req/s  (${scratch.label})`);
      console.log(
        `ratio ${ratio.toFixed(2)}  goal ≥ ${OVERHEAD_GOAL} on PostgreSQL  ${verdict(ratio >= OVERHEAD_GOAL)}` +
          (process.env.DATABASE_URL
            ? ''
            : '  (this run used PGlite; set DATABASE_URL for the goal’s setting)'),
      );
      const failures = bare.failures + api.failures;
      console.log(`errors / timeouts / non-2xx: ${failures}  ${verdict(failures === 0)} (must be 0)`);
      await reportBundleSizes(pulse.origin);
    } finally {
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
