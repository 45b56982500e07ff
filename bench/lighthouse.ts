import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
// npm run bench: Lighthouse's desktop scores of the landing page, the sign-in page and the signed-in
// administrator's dashboard, served by the production build (hardening issue, section 5). Scores vary
// from run to run, so each page is measured RUNS times in a fresh Chromium and the median is the
// figure. A benchmark to read: it exits 0 when every run finished, whatever the scores.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../e2e/support/chromium';
import { exitUnlessBuilt, root, serverEntry, startProductionServer } from './support/production-server';
import { prepareScratch } from './support/scratch';
import { signIn } from './support/sign-in';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
// A directory to keep each run's whole report in (JSON; Lighthouse's viewer opens it), to see where a
// page's time went.
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_REPORT_DIR;
const PERFORMANCE_GOAL = 95;
const ACCESSIBILITY_GOAL = 100;
const PAGES = [
  { path: '/home', isSignedIn: false },
  { path: '/login', isSignedIn: false },
  { path: '/dashboard', isSignedIn: true },
] as const;
// What a reader needs to see why a page scores as it does.
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

type Audit = { id: string; title: string; score: number | null; displayValue?: string };
type Run = { performance: number; accessibility: number; audits: Record<string, Audit> };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const verdict = (isMet: boolean) => (isMet ? 'PASS' : 'FAIL');

const audit = async (url: string, cookie: string | null): Promise<Run> => {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_EXECUTABLE,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // The session cookie on every request the page makes, its API calls included.
        ...(cookie ? { extraHeaders: { cookie } } : {}),
      },
      desktopConfig,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (REPORT_DIR) {
      const name = `${new URL(url).pathname.slice(1) || 'root'}-${Date.now()}.json`;
      writeFileSync(join(REPORT_DIR, name), JSON.stringify(result.lhr));
    }
    if (runtimeError) throw new Error(`Lighthouse could not load ${url}: ${runtimeError.message}`);
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      audits: audits as Record<string, Audit>,
    };
  } finally {
    chrome.kill();
  }
};

// Lighthouse now and then fails to record a page load on a busy machine (NO_NAVSTART, NO_FCP): such a
// run is taken again, twice at most, and said so.
const auditWithRetries = async (url: string, cookie: string | null): Promise<Run> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, cookie);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  (run again: ${(error as Error).message})`);
    }
  }
};

// The median run's metrics, and the audits that cost it points, so a low score says where to look.
const explain = (run: Run) => {
  const metrics = METRICS.map((id) => run.audits[id])
    .filter((entry): entry is Audit => entry !== undefined)
    .map((entry) => `${entry.title} ${entry.displayValue ?? '—'}`);
  console.log(`    ${metrics.join(' · ')}`);
  const failing = Object.values(run.audits)
    .filter((entry) => entry.score !== null && entry.score < 0.9 && !METRICS.includes(entry.id))
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
  for (const entry of failing.slice(0, 8)) {
    console.log(
      `    ${(entry.score ?? 0).toFixed(2)}  ${entry.title}${entry.displayValue ? `: ${entry.displayValue}` : ''}`,
    );
  }
};

const main = async () => {
  exitUnlessBuilt([serverEntry, `${root}/packages/web/dist/index.html`]);
  const scratch = await prepareScratch('pulse-bench-lighthouse');
  try {
    const pulse = await startProductionServer({ ...scratch.env, DEMO: '1' });
    try {
      const { cookie } = await signIn(pulse.origin, 'admin@demo.pulse');
      console.log(
        `== Lighthouse ${RUNS}× per page, desktop preset, ${CHROMIUM_EXECUTABLE}, ${scratch.label} ==\n` +
          `goals: performance ≥ ${PERFORMANCE_GOAL}, accessibility ${ACCESSIBILITY_GOAL}; /dashboard signed in as admin@demo.pulse`,
      );
      let isEveryGoalMet = true;
      for (const page of PAGES) {
        const runs: Run[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          runs.push(await auditWithRetries(`${pulse.origin}${page.path}`, page.isSignedIn ? cookie : null));
        }
        const performance = median(runs.map((run) => run.performance));
        const accessibility = median(runs.map((run) => run.accessibility));
        const isMet = performance >= PERFORMANCE_GOAL && accessibility >= ACCESSIBILITY_GOAL;
        isEveryGoalMet &&= isMet;
        console.log(
          `${page.path.padEnd(11)} performance ${String(performance).padStart(3)} ` +
            `(runs ${runs.map((run) => run.performance).join(', ')})  ` +
            `accessibility ${String(accessibility).padStart(3)} ` +
            `(runs ${runs.map((run) => run.accessibility).join(', ')})  ${verdict(isMet)}`,
        );
        explain(runs.find((run) => run.performance === performance) ?? (runs[0] as Run));
      }
      console.log(`every page at its goals: ${verdict(isEveryGoalMet)}`);
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
