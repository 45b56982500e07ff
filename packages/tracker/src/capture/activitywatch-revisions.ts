import type { Piece } from './activitywatch-pieces';

// ActivityWatch rewrites the recent past: aw-watcher-afk declares AFK only after its timeout (3 min by
// default) and backdates it to the last input, and every watcher's newest event reaches aw-server
// only with its next batched heartbeat (about every 10 s), so a minute read at once lacks its tail.
// The bridge therefore reads the last minutes again at every window and sends what is new in them or
// grew. The server keeps one interval per kind and start, the longest copy (tracking/batch-folding.ts
// and the upsert beside it), so a piece sent again longer replaces its shorter copy, and a new piece
// (the backdated AFK) is added; ActivityWatch's events only ever grow, so nothing needs taking back.
//
// This ledger holds what was sent of those minutes. A piece is sent again only when it grew, and
// never so that it overlaps another piece of its kind already sent: the server refuses a batch with
// such an overlap, and a batch holds several windows. What a window sent counts as sent once the
// agent asks for the window after it (its cursor moved, so the window is stored); asked for the same
// window again, the ledger forgets it, as the agent stored none of it.
//
// The ledger is kept on disk (state() after every window), so that the first window after a restart
// reads the minutes before the saved cursor again: AFK that aw-watcher-afk backdates across the
// restart, or a heartbeat's tail that reached aw-server after the stop, is corrected like any other.
// It sends what differs from what the previous run sent rather than those minutes whole: the server
// replaces an interval only by one of the same kind and start, and the previous run may have sent
// parts that start elsewhere (new time after a piece it had sent, a browser's time cut by a tab that
// came later), which a whole copy would overlap, counting that time twice.

// Epoch seconds, as the pieces.
type Sent = { kind: Piece['kind']; start: number; end: number };

export type LedgerState = {
  // Where the first run over this cursor began: the time before it was never this agent's to send.
  floor: number;
  stored: Sent[];
  pending: { from: number; to: number; sent: Sent[] } | null;
};

const keyOf = (piece: { kind: string; start: number }) => `${piece.kind} ${piece.start}`;
const mapOf = (spans: readonly Sent[]) => new Map(spans.map((span) => [keyOf(span), span]));

// `saved`: what a previous run left on disk, if anything.
export const createRevisionLedger = (saved: LedgerState | null = null) => {
  let floor: number | undefined;
  let stored = new Map<string, Sent>();
  let pending: { from: number; to: number; sent: Map<string, Sent> } | null = null;

  return {
    // At the start of the agent's window [from, to); `reach` is how far before it ActivityWatch may
    // still rewrite. Returns where the re-read starts (whole minute: pieces never cross it).
    begin(from: number, to: number, reach: number) {
      if (floor === undefined) {
        // The saved ledger counts only where the agent resumes at its cursor (the window it sent last,
        // or the one after it); else (a new queue, another sign-in) this is a first start, which
        // must not send the time before it.
        const resumes = saved?.pending && (saved.pending.to === from || saved.pending.from === from);
        if (saved?.pending && resumes) {
          floor = saved.floor;
          stored = mapOf(saved.stored);
          pending = { ...saved.pending, sent: mapOf(saved.pending.sent) };
        } else floor = from;
      }
      const oldest = Math.floor(Math.max(floor, from - reach) / 60) * 60;
      if (pending && pending.to === from) stored = pending.sent;
      const kept = new Map<string, Sent>();
      for (const [key, sent] of stored) if (sent.start >= oldest) kept.set(key, sent);
      stored = kept;
      pending = { from, to, sent: new Map(stored) };
      return oldest;
    },

    // What to keep on disk once the window's pieces are selected.
    state(): LedgerState {
      if (floor === undefined || !pending) throw new Error('begin() before state()');
      return {
        floor,
        stored: [...stored.values()],
        pending: { from: pending.from, to: pending.to, sent: [...pending.sent.values()] },
      };
    },

    // Of the pieces read (sorted by start), the ones to send: new time, or a piece sent before that
    // grew (up to the next piece of its kind sent since).
    select(pieces: readonly Piece[]): Piece[] {
      const sent = pending?.sent;
      if (!sent) throw new Error('begin() before select()');
      const spansOf = (kind: Piece['kind']) =>
        [...sent.values()].filter((span) => span.kind === kind).sort((a, b) => a.start - b.start);
      const chosen: Piece[] = [];
      for (const piece of pieces) {
        const spans = spansOf(piece.kind);
        const same = sent.get(keyOf(piece));
        if (same) {
          const next = spans.find((span) => span.start > piece.start)?.start ?? Number.POSITIVE_INFINITY;
          const end = Math.min(piece.end, next);
          if (end <= same.end) continue;
          chosen.push({ ...piece, end });
          sent.set(keyOf(piece), { ...same, end });
          continue;
        }
        // New time: what no piece of its kind sent covers.
        let cursor = piece.start;
        for (const span of [...spans, { start: piece.end, end: piece.end }]) {
          if (span.end <= cursor) continue;
          const end = Math.min(span.start, piece.end);
          if (end > cursor) {
            const part = { ...piece, start: cursor, end };
            chosen.push(part);
            sent.set(keyOf(part), { kind: piece.kind, start: cursor, end });
          }
          cursor = Math.max(cursor, span.end);
          if (cursor >= piece.end) break;
        }
      }
      return chosen;
    },
  };
};
