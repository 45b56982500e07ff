// npm run bench: the live notification path under load. 1,000 Socket.IO clients stay connected to one
// production server; an applicant's leave is approved again and again (fresh leaves), and the time
// from sending the approve to the applicant's socket receiving 'notification:created' is measured,
// with the server's resident memory. A benchmark to read: exits 0 when every stage ran.
import { readFileSync } from 'node:fs';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { exitUnlessBuilt, startProductionServer } from './support/production-server';
import { prepareScratch } from './support/scratch';
import { signIn } from './support/sign-in';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const APPROVALS = Number(process.env.BENCH_APPROVALS ?? 40);
const WARM_UP_APPROVALS = 3;
const CONNECT_CONCURRENCY = 50;
const APPLICANT = 'employee@demo.pulse';
const APPROVER = 'admin@demo.pulse';
// Twenty other demo employees (db/seed/demo.ts): the 1,000 sockets are spread over their sessions,
// since signing in once per socket would measure argon2id, not sockets.
const OTHER_EMPLOYEES = [
  'priya.nair',
  'vikram.singh',
  'neha.kapoor',
  'arjun.rao',
  'sneha.iyer',
  'karan.malhotra',
  'divya.menon',
  'rohan.gupta',
  'ananya.das',
  'ishaan.bose',
  'meera.pillai',
  'aditya.joshi',
  'pooja.reddy',
  'siddharth.jain',
  'kavya.shetty',
  'nikhil.agarwal',
  'tanvi.kulkarni',
  'manish.tiwari',
  'ritika.saxena',
  'harsh.vardhan',
].map((name) => `${name}@demo.pulse`);

const heading = (text: string) => console.log(`\n== ${text} ==`);
const mib = (kib: number) => `${(kib / 1024).toFixed(1)} MiB`;

const residentKib = (pid: number) => {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? Number.NaN);
};

const api = async (origin: string, cookie: string, method: 'GET' | 'POST', path: string, body?: unknown) => {
  const response = await fetch(`${origin}/api/v1${path}`, {
    method,
    headers: { cookie, origin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text ? (JSON.parse(text) as unknown) : null;
};

const openSocket = (origin: string, cookie: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connectSocket(origin, {
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie, origin },
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });

const connectAll = async (origin: string, cookies: string[], count: number) => {
  const sockets: Socket[] = [];
  for (let start = 0; start < count; start += CONNECT_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(CONNECT_CONCURRENCY, count - start) }, (_, offset) =>
      openSocket(origin, cookies[(start + offset) % cookies.length] ?? ''),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
};

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

type LiveNotification = { event: string; leaveId: string | null };

const main = async () => {
  exitUnlessBuilt();
  const scratch = await prepareScratch('pulse-bench-notifications');
  const sockets: Socket[] = [];
  try {
    // One instance, in-process rooms: the figure is for one server. No mail is sent.
    const pulse = await startProductionServer(
      { ...scratch.env, DEMO: '1', REDIS_URL: undefined, SMTP_URL: undefined },
      180_000,
    );
    const { origin, child } = pulse;
    try {
      const pid = child.pid ?? 0;
      heading(`notifications: ${SOCKETS} sockets on one server, ${APPROVALS} approvals`);
      console.log(`server: packages/server/dist/main.js on ${origin}, database: ${scratch.label}`);

      const applicant = await signIn(origin, APPLICANT);
      const approver = await signIn(origin, APPROVER);
      const others = [approver];
      for (const email of OTHER_EMPLOYEES) others.push(await signIn(origin, email));
      const idleRss = residentKib(pid);

      const applicantSocket = await openSocket(origin, applicant.cookie);
      sockets.push(applicantSocket);
      const connectStarted = performance.now();
      sockets.push(
        ...(await connectAll(
          origin,
          others.map((session) => session.cookie),
          SOCKETS - 1,
        )),
      );
      const connectSeconds = (performance.now() - connectStarted) / 1000;
      // Let the connection burst's garbage settle before reading memory.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const loadedRss = residentKib(pid);
      console.log(
        `connected ${sockets.length} sockets over ${others.length + 1} sessions (one sign-in per demo ` +
          `employee, sockets spread over their cookies) in ${connectSeconds.toFixed(1)} s`,
      );

      // The applicant's socket: resolves when the notification for a given leave and event arrives.
      const waiters = new Map<string, () => void>();
      applicantSocket.on('notification:created', (notification: LiveNotification) => {
        const key = `${notification.leaveId}:${notification.event}`;
        waiters.get(key)?.();
        waiters.delete(key);
      });
      const arrivalOf = (leaveId: string, event: string) =>
        new Promise<void>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`no '${event}' notification for ${leaveId}`)),
            10_000,
          );
          waiters.set(`${leaveId}:${event}`, () => {
            clearTimeout(timer);
            resolve();
          });
        });

      const latencies: number[] = [];
      // A fresh one-day leave each round, each on its own day; days the demo already holds a leave
      // on are skipped (409).
      let dayOffset = 7;
      const applyForFreshLeave = async (round: number) => {
        for (let attempt = 0; attempt < 50; attempt += 1) {
          const day = new Date();
          day.setUTCDate(day.getUTCDate() + dayOffset);
          dayOffset += 1;
          try {
            return (await api(origin, applicant.cookie, 'POST', '/leaves', {
              description: `Bench leave ${round}`,
              fromDate: isoDay(day),
              toDate: isoDay(day),
              leaveType: 1,
              managerIds: [approver.employeeId],
            })) as { id: string };
          } catch (error) {
            if (!String(error).includes(' 409:')) throw error;
          }
        }
        throw new Error('no free day for a leave');
      };
      for (let round = 0; round < WARM_UP_APPROVALS + APPROVALS; round += 1) {
        const leave = await applyForFreshLeave(round);
        const approved = arrivalOf(leave.id, 'approved');
        const started = performance.now();
        await api(origin, approver.cookie, 'POST', `/leaves/${leave.id}/approve`);
        await approved;
        if (round >= WARM_UP_APPROVALS) latencies.push(performance.now() - started);
      }

      const sorted = [...latencies].sort((a, b) => a - b);
      console.log(
        `approve → applicant's socket receives 'notification:created' (${sorted.length} approvals after ` +
          `${WARM_UP_APPROVALS} warm-up): p50 ${percentile(sorted, 0.5).toFixed(1)} ms, ` +
          `p95 ${percentile(sorted, 0.95).toFixed(1)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms`,
      );
      console.log(
        `server memory (VmRSS): ${mib(idleRss)} before the sockets, ${mib(loadedRss)} with ${sockets.length} ` +
          `sockets (${((loadedRss - idleRss) / sockets.length).toFixed(1)} KiB per socket)`,
      );
    } finally {
      for (const socket of sockets) socket.close();
      await pulse.stop();
    }
  } finally {
    await scratch.drop();
  }
};

await main();
