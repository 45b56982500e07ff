// Tracker agent overhead: CPU time and resident memory of `pulse-tracker run --capture desktop` (the
// agent process and whatever it spawns) while it watches a desktop under Xvfb with synthetic input
// (xdotool types and clicks every 2 s and switches windows every 30 s) and uploads to the production
// server. Goals: ≤ 2 % of one core on average, ≤ 120 MB RSS. The average starts once the agent says
// it is tracking (its start-up — loading TypeScript through tsx — is printed apart). Needs Debian's
// xvfb, openbox, xdotool and x11-utils: without them it prints why it skipped and exits 0.
// A benchmark to read: exits 0 when it ran (or skipped), 1 when it could not.
//
//   npm run build && node --import tsx bench/tracker-agent.ts               # 10 minutes
//   node --import tsx bench/tracker-agent.ts --minutes 1                    # a quick look
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { startVirtualDesktop } from '../packages/tracker/src/test-support/virtual-desktop';
import { exitUnlessBuilt, root, startProductionServer, stopChild } from './support/production-server';
import { prepareScratch } from './support/scratch';
import { DEMO_PASSWORD } from './support/sign-in';

const CPU_GOAL_PERCENT = 2;
const RSS_GOAL_MB = 120;
const SAMPLE_MS = 5_000;
const TOOLS = ['Xvfb', 'openbox', 'xdotool', 'xmessage', 'xprop'];
const TITLES = ['Quarterly report.ods — LibreOffice Calc', 'Inbox — employee@demo.pulse — Mail'];
const run = promisify(execFile);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const { values } = parseArgs({ options: { minutes: { type: 'string', default: '10' } } });
const minutes = Number(values.minutes);
if (!(minutes > 0)) {
  console.error('--minutes must be a positive number');
  process.exit(1);
}
const missing = TOOLS.filter(
  (tool) => !(process.env.PATH ?? '').split(delimiter).some((directory) => existsSync(join(directory, tool))),
);
if (missing.length > 0) {
  console.log(
    `tracker agent bench skipped: ${missing.join(', ')} missing (apt-get install xvfb openbox xdotool x11-utils)`,
  );
  process.exit(0);
}
exitUnlessBuilt();

const clockTicks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

// The process and its descendants (tsx's esbuild service, any helper), from /proc.
const treeOf = (pid: number) => {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {}
  }
  const tree = [pid];
  for (let index = 0; index < tree.length; index += 1)
    for (const [child, parent] of parents) if (parent === tree[index]) tree.push(child);
  return tree;
};

// CPU seconds (user + system) and resident MB of each process of the tree.
const sample = (pid: number) => {
  let cpuSeconds = 0;
  let rssMb = 0;
  for (const member of treeOf(pid)) {
    try {
      const stat = readFileSync(`/proc/${member}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpuSeconds += (Number(fields[11]) + Number(fields[12])) / clockTicks;
      const status = readFileSync(`/proc/${member}/status`, 'utf8');
      rssMb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    } catch {}
  }
  return { cpuSeconds, rssMb };
};

const startDesktop = async (children: ChildProcess[]) => {
  const { display, env } = await startVirtualDesktop('1920x1080x24', children);
  const windows: string[] = [];
  for (const [index, title] of TITLES.entries()) {
    children.push(
      spawn(
        'xmessage',
        [
          '-title',
          title,
          '-buttons',
          '',
          '-geometry',
          `1200x700+${100 + index * 300}+${100 + index * 150}`,
          `${title}\n\n${'Lorem ipsum dolor sit amet. '.repeat(40)}`,
        ],
        {
          env,
          stdio: 'ignore',
        },
      ),
    );
    windows.push(
      (await run('xdotool', ['search', '--sync', '--name', title], { env })).stdout.trim().split('\n')[0] ??
        '',
    );
  }
  return { display, env, windows };
};

const main = async () => {
  const children: ChildProcess[] = [];
  const home = mkdtempSync(join(tmpdir(), 'pulse-bench-tracker-home-'));
  const scratch = await prepareScratch('pulse-bench-tracker');
  let agent: ChildProcess | null = null;
  try {
    const desktop = await startDesktop(children);
    const pulse = await startProductionServer({ ...scratch.env, DEMO: '1' });
    children.push(pulse.child);
    const cli = (args: string[]) =>
      spawn(process.execPath, [join(root, 'packages/tracker/bin/pulse-tracker.mjs'), ...args], {
        cwd: root,
        env: { ...desktop.env, PULSE_TRACKER_HOME: home, PULSE_TRACKER_PASSWORD: DEMO_PASSWORD },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
    const login = cli(['login', '--server', pulse.origin, '--email', 'employee@demo.pulse']);
    if ((await new Promise((resolve) => login.once('exit', resolve))) !== 0) throw new Error('login failed');

    const spawnedAt = Date.now();
    agent = cli(['run', '--capture', 'desktop']);
    const agentPid = agent.pid ?? 0;
    let stderr = '';
    await new Promise<void>((resolve, reject) => {
      agent?.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        if (stderr.includes('Tracking for')) resolve();
      });
      agent?.once('exit', (code) => reject(new Error(`the agent exited with ${code}: ${stderr}`)));
    });
    const startup = sample(agentPid);
    // Screenshots taken while measured: each lands in the queue (and leaves it once uploaded).
    const screenshotFiles = new Set<string>();
    const watcher = watch(join(home, 'queue', 'screenshots'), (_, name) => {
      if (name?.endsWith('.json')) screenshotFiles.add(name);
    });
    console.log(
      `agent: pulse-tracker run --capture desktop on ${desktop.display} (1920×1080) → ${pulse.origin}`,
    );
    console.log(
      stderr
        .trim()
        .split('\n')
        .filter((line) => /^\s*(Desktop|Active|Idle|Input|Screenshots)/.test(line))
        .join('\n'),
    );
    console.log(
      `start-up: ${((Date.now() - spawnedAt) / 1000).toFixed(1)} s, ${startup.cpuSeconds.toFixed(2)} CPU s, ${startup.rssMb.toFixed(0)} MB`,
    );

    // Synthetic work: a few keys and a click every 2 s, the other window every 30 s.
    let isWorking = true;
    const work = (async () => {
      for (let step = 0; isWorking; step += 1) {
        const window = desktop.windows[Math.floor(step / 15) % desktop.windows.length] ?? '';
        if (step % 15 === 0) await run('xdotool', ['windowactivate', '--sync', window], { env: desktop.env });
        await run('xdotool', ['type', '--delay', '40', 'pulse'], { env: desktop.env }).catch(() => {});
        await run('xdotool', ['mousemove', '--window', window, '200', '300', 'click', '1'], {
          env: desktop.env,
        }).catch(() => {});
        await pause(2000);
      }
    })();

    const durationMs = minutes * 60_000;
    const measuredFrom = Date.now();
    let maxRssMb = startup.rssMb;
    let last = startup;
    while (Date.now() - measuredFrom < durationMs) {
      await pause(Math.min(SAMPLE_MS, durationMs - (Date.now() - measuredFrom)));
      if (agent.exitCode !== null) throw new Error(`the agent exited with ${agent.exitCode}: ${stderr}`);
      last = sample(agentPid);
      maxRssMb = Math.max(maxRssMb, last.rssMb);
    }
    const wallSeconds = (Date.now() - measuredFrom) / 1000;
    isWorking = false;
    await work;
    const peakMb =
      Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${agentPid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    await stopChild(agent);
    watcher.close();
    // The sampled tree, or the agent's own high-water mark if a peak fell between two samples.
    const rssMb = Math.max(maxRssMb, peakMb);

    const cpuPercent = ((last.cpuSeconds - startup.cpuSeconds) / wallSeconds) * 100;
    const queued = ['events', 'batches', 'screenshots'].map(
      (sub) => readdirSync(join(home, 'queue', sub)).length,
    );
    const uploaded = existsSync(join(home, 'queue', 'last-upload.json'));
    console.log(`\nmeasured ${wallSeconds.toFixed(0)} s of tracking (samples every ${SAMPLE_MS / 1000} s)`);
    console.log(
      `CPU: ${cpuPercent.toFixed(2)} % of one core on average  goal ≤ ${CPU_GOAL_PERCENT} %  ${cpuPercent <= CPU_GOAL_PERCENT ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `RSS: ${rssMb.toFixed(0)} MB at most (sampled, agent and children: ${maxRssMb.toFixed(0)} MB; the agent's own peak: ${peakMb.toFixed(0)} MB)  goal ≤ ${RSS_GOAL_MB} MB  ${rssMb <= RSS_GOAL_MB ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `screenshots taken: ${screenshotFiles.size}; uploads: ${uploaded ? 'yes' : 'none'}; left in the queue at the end: ${queued.join(' / ')} (events / batches / screenshot files)`,
    );
  } finally {
    if (agent) await stopChild(agent);
    for (const child of children.reverse()) await stopChild(child);
    await scratch.drop();
    rmSync(home, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
