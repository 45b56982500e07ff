import { createServer, type Server } from 'node:http';

// An aw-server in memory, fed the way ActivityWatch's own watchers feed it, on a clock the test moves:
// - aw-server merges a heartbeat into the bucket's last event when their data are the same and the
//   heartbeat starts within `pulsetime` of that event's end (aw-core's heartbeat_merge), otherwise
//   the heartbeat becomes a new event;
// - aw-client queues heartbeats (aw-watcher-window and aw-watcher-afk use it): it merges them on the
//   computer and sends the merged event only once it is 10 s long or the data change, so the newest
//   event on aw-server trails real time by up to ~10 s;
// - aw-watcher-window polls every second (pulsetime 2 s); aw-watcher-afk polls every 5 s and, once
//   no input came for its timeout (180 s), declares AFK backdated to the last input (pulsetime 185 s);
// - aw-watcher-web sends a heartbeat at every tab change and every minute (pulsetime 80 s).
// The bridge reads it over HTTP as it reads a real aw-server: GET /api/0/buckets/ and
// GET /api/0/buckets/<id>/events?start&end (every event overlapping the range, newest first).

type Data = Record<string, unknown>;
type StoredEvent = { start: number; duration: number; data: Data };
type Bucket = { id: string; type: string; client: string; hostname: string; events: StoredEvent[] };
type Watcher = { pollSeconds: number; step: (at: number) => void };

const COMMIT_INTERVAL_SECONDS = 10;
const sameData = (left: Data, right: Data) => JSON.stringify(left) === JSON.stringify(right);

// aw-core's heartbeat_merge: the last event, grown to cover the heartbeat, or null.
const mergeHeartbeat = (last: StoredEvent, heartbeat: StoredEvent, pulsetime: number) => {
  if (!sameData(last.data, heartbeat.data)) return null;
  const pulseEnd = last.start + (last.duration + pulsetime) * 1000;
  if (heartbeat.start < last.start || heartbeat.start > pulseEnd) return null;
  const duration = (heartbeat.start - last.start) / 1000 + heartbeat.duration;
  return { ...last, duration: Math.max(last.duration, duration) };
};

const isoOf = (ms: number) => new Date(ms).toISOString().replace('Z', '000+00:00');

export const startFakeActivityWatch = async (options: { start: Date }) => {
  const buckets = new Map<string, Bucket>();
  const watchers: Watcher[] = [];
  let now = options.start.getTime();
  const requests: string[] = [];

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push(url.pathname);
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/api/0/buckets/')
      return reply(
        200,
        Object.fromEntries(
          [...buckets.values()].map(({ events: _, ...bucket }) => [
            bucket.id,
            { ...bucket, created: isoOf(options.start.getTime()) },
          ]),
        ),
      );
    const match = /^\/api\/0\/buckets\/([^/]+)\/events$/.exec(url.pathname);
    const bucket = match ? buckets.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!bucket) return reply(404, { message: 'There is no bucket with that id' });
    const start = Date.parse(url.searchParams.get('start') ?? '');
    const end = Date.parse(url.searchParams.get('end') ?? '');
    reply(
      200,
      bucket.events
        .filter((event) => event.start <= end && event.start + event.duration * 1000 >= start)
        .sort((a, b) => b.start - a.start)
        .map((event) => ({ timestamp: isoOf(event.start), duration: event.duration, data: event.data })),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const createBucket = (id: string, type: string, client: string, hostname: string) => {
    const bucket: Bucket = { id, type, client, hostname, events: [] };
    buckets.set(id, bucket);
    return bucket;
  };

  // aw-server's POST /api/0/buckets/<id>/heartbeat?pulsetime=…
  const heartbeat = (bucket: Bucket, event: StoredEvent, pulsetime: number) => {
    const last = bucket.events.reduce<StoredEvent | undefined>(
      (latest, candidate) => (latest && latest.start >= candidate.start ? latest : candidate),
      undefined,
    );
    const merged = last ? mergeHeartbeat(last, event, pulsetime) : null;
    if (last && merged) last.duration = merged.duration;
    else bucket.events.push({ ...event });
  };

  // aw-client's queued heartbeats (commit_interval 10 s).
  const queuedClient = (bucket: Bucket, pulsetime: number) => {
    let cached: StoredEvent | null = null;
    return (event: StoredEvent) => {
      if (!cached) {
        cached = event;
        return;
      }
      const merged = mergeHeartbeat(cached, event, pulsetime);
      if (!merged) {
        heartbeat(bucket, cached, pulsetime);
        cached = event;
      } else if (cached.duration >= COMMIT_INTERVAL_SECONDS) {
        heartbeat(bucket, merged, pulsetime);
        cached = event;
      } else cached = merged;
    };
  };

  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    requests,
    now: () => new Date(now),

    // aw-watcher-window: the focused window at every second ({ app, title } or null: nothing focused).
    watchWindows(hostname: string, focusAt: (at: Date) => Data | null) {
      const bucket = createBucket(
        `aw-watcher-window_${hostname}`,
        'currentwindow',
        'aw-watcher-window',
        hostname,
      );
      const send = queuedClient(bucket, 2);
      watchers.push({
        pollSeconds: 1,
        step: (at) => {
          const data = focusAt(new Date(at));
          if (data) send({ start: at, duration: 0, data });
        },
      });
    },

    // aw-watcher-afk: the moment of the person's last input at every poll (aw-watcher-afk's loop).
    watchAfk(hostname: string, lastInputAt: (at: Date) => Date, timeoutSeconds = 180) {
      const bucket = createBucket(`aw-watcher-afk_${hostname}`, 'afkstatus', 'aw-watcher-afk', hostname);
      const pollSeconds = 5;
      const send = queuedClient(bucket, timeoutSeconds + pollSeconds);
      const ping = (isAfk: boolean, at: number, duration = 0) =>
        send({ start: at, duration, data: { status: isAfk ? 'afk' : 'not-afk' } });
      let isAfk = false;
      watchers.push({
        pollSeconds,
        step: (at) => {
          const lastInput = lastInputAt(new Date(at)).getTime();
          const sinceInput = (at - lastInput) / 1000;
          if (isAfk && sinceInput < timeoutSeconds) {
            ping(true, lastInput);
            isAfk = false;
            ping(false, lastInput + 1);
          } else if (!isAfk && sinceInput >= timeoutSeconds) {
            ping(false, lastInput);
            isAfk = true;
            ping(true, lastInput + 1, sinceInput);
          } else if (isAfk) ping(true, lastInput + 1, sinceInput);
          else ping(false, lastInput);
        },
      });
    },

    // aw-watcher-web: the browser's active tab ({ url, title }) at every second.
    watchTabs(bucketId: string, hostname: string, tabAt: (at: Date) => Data | null) {
      const bucket = createBucket(bucketId, 'web.tab.current', 'aw-client-web', hostname);
      let last: { data: Data; at: number } | null = null;
      watchers.push({
        pollSeconds: 1,
        step: (at) => {
          const data = tabAt(new Date(at));
          if (!data) return;
          if (last && sameData(last.data, data) && at - last.at < 60_000) return;
          heartbeat(
            bucket,
            { start: at, duration: 0, data: { ...data, audible: false, incognito: false } },
            80,
          );
          last = { data, at };
        },
      });
    },

    // What aw-server holds of a bucket: its events in epoch milliseconds.
    eventsOf: (bucketId: string) =>
      (buckets.get(bucketId)?.events ?? []).map((event) => ({
        start: event.start,
        end: event.start + event.duration * 1000,
        data: event.data,
      })),

    // Moves the clock to `until`, running every watcher's polls on the way.
    advanceTo(until: Date) {
      for (; now < until.getTime(); now += 1000) {
        const second = Math.round((now - options.start.getTime()) / 1000);
        for (const watcher of watchers) if (second % watcher.pollSeconds === 0) watcher.step(now);
      }
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type FakeActivityWatch = Awaited<ReturnType<typeof startFakeActivityWatch>>;
