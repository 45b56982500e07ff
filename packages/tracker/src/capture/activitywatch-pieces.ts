import type { TrackerInterval } from '@pulse/shared/contracts/tracker';
import { redactFocus } from '@pulse/shared/domain/title-redaction';
import { cutTo, withoutRefusedCharacters } from './desktop-window-text';

// What aw-server's events become: focus intervals from aw-watcher-window (with the URL of the tab
// aw-watcher-web saw in the focused browser) and away / active intervals from aw-watcher-afk, in
// whole seconds, cut at every whole minute. The cut makes an interval's start (the server's key for
// it, with its kind) the same whichever window the bridge reads it in, so reading the same minute
// again (activitywatch-revisions.ts) sends the same interval again, longer if its event grew.

// GET /api/0/buckets/<id>/events answers every event that overlaps the range, uncut, newest first.
export type AwEvent = { timestamp: string; duration: number; data: Record<string, unknown> };

// Epoch seconds, [start, end).
export type Piece =
  | { kind: 'focus'; start: number; end: number; app: string; title: string; url: string | null }
  | { kind: 'away' | 'active'; start: number; end: number };

const MINUTE = 60;
// aw-watcher-web sends a heartbeat at every tab change and about every minute in between (with a
// pulsetime of its interval + 20 s): a tab is still the one shown until the next one starts, or up
// to that long after its last heartbeat, which may not have reached aw-server yet.
const TAB_PULSE_SECONDS = 80;

// The tracker contract's limits for a focus interval's texts.
const MAX_APP = 200;
const MAX_TITLE = 1000;
const MAX_URL = 2000;

const text = (value: unknown) => (typeof value === 'string' ? withoutRefusedCharacters(value) : '');

// Rounding is monotonic, so events that do not overlap still do not once in whole seconds.
const secondsOf = (event: AwEvent) => {
  const start = Date.parse(event.timestamp);
  const end = start + Math.max(event.duration, 0) * 1000;
  if (!Number.isFinite(start) || !Number.isFinite(end)) return null;
  return { start: Math.round(start / 1000), end: Math.round(end / 1000) };
};

type Tab = { start: number; end: number; url: string };

// A browser's tabs as spans that follow one another: each lasts until the next starts, or its
// pulsetime after its last heartbeat.
const tabSpans = (events: readonly AwEvent[]): Tab[] => {
  const tabs = events
    .flatMap((event) => {
      const span = secondsOf(event);
      const url = cutTo(text(event.data.url).trim(), MAX_URL);
      return span && url ? [{ ...span, url }] : [];
    })
    .sort((a, b) => a.start - b.start);
  return tabs.flatMap((tab, index) => {
    const next = tabs[index + 1]?.start ?? Number.POSITIVE_INFINITY;
    const end = Math.min(next, tab.end + TAB_PULSE_SECONDS);
    return end > tab.start ? [{ ...tab, end }] : [];
  });
};

type Focus = Extract<Piece, { kind: 'focus' }>;

// A focused browser's time cut by the tabs it showed: each part with its tab's URL, or none where
// aw-watcher-web saw nothing.
const withTabUrls = (focus: Focus, tabs: readonly Tab[]): Focus[] => {
  const parts: Focus[] = [];
  let cursor = focus.start;
  for (const tab of tabs) {
    if (tab.end <= cursor || tab.start >= focus.end) continue;
    if (tab.start > cursor) parts.push({ ...focus, start: cursor, end: tab.start });
    const end = Math.min(tab.end, focus.end);
    parts.push({ ...focus, start: Math.max(tab.start, cursor), end, url: tab.url });
    cursor = end;
  }
  if (cursor < focus.end) parts.push({ ...focus, start: cursor, end: focus.end });
  return parts;
};

// The server refuses a batch where two intervals of one kind overlap; a watcher restarted mid-event
// can leave such overlaps in aw-server. A later piece gives way to an earlier one.
const withoutOverlaps = (pieces: Piece[]) => {
  const endByKind = new Map<string, number>();
  return pieces
    .sort((a, b) => a.start - b.start)
    .flatMap((piece) => {
      const taken = endByKind.get(piece.kind) ?? Number.NEGATIVE_INFINITY;
      if (piece.end <= taken) return [];
      endByKind.set(piece.kind, piece.end);
      return [piece.start >= taken ? piece : { ...piece, start: taken }];
    });
};

// A piece inside [from, to), cut at every whole minute.
const minutePieces = (piece: Piece, from: number, to: number): Piece[] => {
  const start = Math.max(piece.start, from);
  const end = Math.min(piece.end, to);
  const pieces: Piece[] = [];
  for (let cut = start; cut < end; ) {
    const next = Math.min(end, (Math.floor(cut / MINUTE) + 1) * MINUTE);
    pieces.push({ ...piece, start: cut, end: next });
    cut = next;
  }
  return pieces;
};

export type AwReading = {
  window: readonly AwEvent[];
  afk: readonly AwEvent[];
  // Per web bucket of this computer: its events, and the applications its browser is seen as.
  web: readonly { events: readonly AwEvent[]; browserApps: ReadonlySet<string> }[];
};

// The pieces of [from, to) (epoch seconds, whole minutes), titles redacted by the organisation's
// patterns, sorted by start.
export const piecesOf = (
  reading: AwReading,
  range: { from: number; to: number },
  redaction: readonly RegExp[],
): Piece[] => {
  const browsers = reading.web.map((bucket) => ({ apps: bucket.browserApps, tabs: tabSpans(bucket.events) }));
  const focus = reading.window.flatMap((event): Focus[] => {
    const span = secondsOf(event);
    const app = cutTo(text(event.data.app).trim(), MAX_APP);
    if (!span || !app) return [];
    // aw-watcher-window itself gives a URL for some browsers on macOS.
    const url = cutTo(text(event.data.url).trim(), MAX_URL) || null;
    const whole: Focus = {
      kind: 'focus',
      ...span,
      app,
      title: cutTo(text(event.data.title), MAX_TITLE),
      url,
    };
    const browser = url ? undefined : browsers.find(({ apps }) => apps.has(app.toLowerCase()));
    return browser ? withTabUrls(whole, browser.tabs) : [whole];
  });
  const status = reading.afk.flatMap((event): Piece[] => {
    const span = secondsOf(event);
    const value = event.data.status;
    if (!span || (value !== 'afk' && value !== 'not-afk')) return [];
    return [{ kind: value === 'afk' ? 'away' : 'active', ...span }];
  });
  return withoutOverlaps([...focus, ...status])
    .flatMap((piece) => minutePieces(piece, range.from, range.to))
    .map((piece) => (piece.kind === 'focus' ? redactFocus(piece, redaction) : piece))
    .sort((a, b) => a.start - b.start || a.kind.localeCompare(b.kind));
};

export const toInterval = (piece: Piece): TrackerInterval => {
  const timing = {
    startedAt: new Date(piece.start * 1000).toISOString(),
    durationSeconds: piece.end - piece.start,
  };
  if (piece.kind !== 'focus') return { kind: piece.kind, ...timing };
  return {
    kind: 'focus',
    ...timing,
    app: piece.app,
    title: piece.title,
    ...(piece.url ? { url: piece.url } : {}),
  };
};
