import { readFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { compileRedactionPatterns } from '@pulse/shared/domain/title-redaction';
import { writeDurably } from '../durable-file';
import { ActivityWatchError, type AwBucket, chooseBuckets } from './activitywatch-buckets';
import { type AwEvent, piecesOf, toInterval } from './activitywatch-pieces';
import { createRevisionLedger, type LedgerState } from './activitywatch-revisions';
import { type Capture, type CaptureSource, MAX_REVISION_MS } from './source';

// `pulse-tracker run --capture activitywatch`: the employee already runs ActivityWatch
// (https://activitywatch.net); its local aw-server keeps what its watchers saw, and this source reads
// it back window by window through the aw-server REST API:
//   GET /api/0/buckets/                               { [bucketId]: { id, type, hostname, ... } }
//   GET /api/0/buckets/<id>/events?start=ISO&end=ISO  [{ timestamp, duration (s), data }], every
//                                                     event overlapping the range
// aw-watcher-window's events ({ app, title, url? }) become focus intervals, with the URL of the tab
// aw-watcher-web saw where the focused window is its browser, and aw-watcher-afk's
// ({ status: 'afk' | 'not-afk' }) away / active intervals. Every window also reads the minutes before
// it again, which ActivityWatch may still rewrite (activitywatch-revisions.ts). ActivityWatch counts
// no input and takes no screenshots, so neither is sent. aw-server keeps its history, so a window
// that could not be read (aw-server down) is read whole on a later try: the agent's capture cursor
// stays put meanwhile.

export const DEFAULT_ACTIVITYWATCH_URL = 'http://localhost:5600';

const REQUEST_TIMEOUT_MS = 10_000;
const MINUTE_MS = 60_000;

// How far back each window reads again. aw-watcher-afk declares AFK once no input came for its timeout
// (3 min unless configured) and backdates it to the last input, which reaches aw-server with its
// next batched heartbeat: the AFK timeout plus a minute covers both. ActivityWatch's API does not
// tell the timeout (it lives in aw-watcher-afk's own config file, or its --timeout), so the employee
// gives one above the default with --aw-afk-timeout. Ten minutes at least, as the bridge read before
// the timeout was known, and at most MAX_REVISION_MS (an hour), what the agent keeps for corrections.
const MIN_REACH_MS = 10 * MINUTE_MS;
export const reachOf = (afkTimeoutMinutes: number | undefined) =>
  Math.min(MAX_REVISION_MS, Math.max(MIN_REACH_MS, ((afkTimeoutMinutes ?? 3) + 1) * MINUTE_MS));

// A ledger file that cannot be read (none yet, or cut by a crash before the durable writes) starts
// the bridge afresh: the minutes before the cursor are then not corrected, nothing is sent twice.
const readLedger = async (path: string): Promise<LedgerState | null> => {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as LedgerState;
  } catch {
    return null;
  }
};

// "localhost:5600" is how ActivityWatch shows its own address: http is meant. Null when the text is
// no http(s) address.
export const activityWatchBaseUrl = (text: string) => {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text.trim()) ? text.trim() : `http://${text.trim()}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
};

export type ActivityWatchSourceOptions = {
  url?: string;
  // This computer's name (default: the OS hostname): its buckets are the ones read.
  hostname?: string;
  // The computer the employee named instead (--aw-host), as ActivityWatch names it in its buckets.
  host?: string;
  // The organisation's title redaction patterns (Settings → Tracking), read at every window so a
  // refreshed configuration applies from the next window on.
  titleRedactionPatterns?: () => readonly string[];
  // aw-watcher-afk's timeout when the employee set it above the default (--aw-afk-timeout).
  afkTimeoutMinutes?: number;
  // Where the bridge keeps what it sent of the minutes it reads again, for the next run
  // (activitywatch-revisions.ts); without it a restart does not correct the minutes before it.
  ledgerFile?: string;
};

export const createActivityWatchSource = (options: ActivityWatchSourceOptions = {}): CaptureSource => {
  const given = options.url ?? DEFAULT_ACTIVITYWATCH_URL;
  const base = activityWatchBaseUrl(given);
  if (!base) throw new ActivityWatchError(`${given} is not an http(s) address of ActivityWatch`);
  const computer = options.host
    ? { host: options.host, isNamed: true }
    : { host: options.hostname ?? hostname(), isNamed: false };
  const reach = reachOf(options.afkTimeoutMinutes);
  let ledger: ReturnType<typeof createRevisionLedger> | undefined;

  const get = async <T>(path: string): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new ActivityWatchError(
        `ActivityWatch is not answering at ${base} (${cause?.code ?? cause?.message ?? (error as Error).message}): start ActivityWatch (aw-server), or give its address with --aw-url.`,
      );
    }
    if (!response.ok)
      throw new ActivityWatchError(
        `ActivityWatch at ${base} answered ${response.status} to GET ${path}: ${(await response.text()).slice(0, 200)}`,
      );
    return (await response.json()) as T;
  };

  const eventsIn = (bucketId: string, from: Date, to: Date) =>
    get<AwEvent[]>(
      `/api/0/buckets/${encodeURIComponent(bucketId)}/events?start=${encodeURIComponent(from.toISOString())}&end=${encodeURIComponent(to.toISOString())}`,
    );

  return {
    collect: async (from, to): Promise<Capture> => {
      ledger ??= createRevisionLedger(options.ledgerFile ? await readLedger(options.ledgerFile) : null);
      const oldest = ledger.begin(from.getTime() / 1000, to.getTime() / 1000, reach / 1000) * 1000;
      const buckets = chooseBuckets(await get<Record<string, AwBucket>>('/api/0/buckets/'), computer, base);
      const start = new Date(oldest);
      const [window, afk, ...web] = await Promise.all([
        eventsIn(buckets.window, start, to),
        eventsIn(buckets.afk, start, to),
        ...buckets.web.map((bucket) => eventsIn(bucket.id, start, to)),
      ]);
      const pieces = piecesOf(
        {
          window: window ?? [],
          afk: afk ?? [],
          web: buckets.web.map((bucket, index) => ({
            browserApps: bucket.browserApps,
            events: web[index] ?? [],
          })),
        },
        { from: oldest / 1000, to: to.getTime() / 1000 },
        compileRedactionPatterns(options.titleRedactionPatterns?.() ?? []),
      );
      const intervals = ledger.select(pieces).map(toInterval);
      // Before the agent stores the window: a crash in between leaves its cursor on this window, and
      // the ledger then reads as before it (its pending window is the one asked again).
      if (options.ledgerFile) await writeDurably(options.ledgerFile, JSON.stringify(ledger.state()));
      return { intervals, inputMinutes: [], screenshots: [] };
    },
  };
};
