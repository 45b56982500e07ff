import type { TrackerInputMinute, TrackerInterval } from '@pulse/shared/contracts/tracker';

// One screenshot with the slot's context, as the tracker API's screenshot fields want it.
export type CapturedScreenshot = {
  capturedAt: Date;
  image: Uint8Array;
  windowTitles: string[];
  keyPresses: number;
  mouseClicks: number;
  isIdle: boolean;
};

export type Capture = {
  intervals: TrackerInterval[];
  inputMinutes: TrackerInputMinute[];
  screenshots: CapturedScreenshot[];
};

// Where the agent's observations come from. The agent asks for a window [from, to) — both whole
// minutes, `to` never in the future — and gets back everything observed in it: focus intervals and
// away/active status intervals clipped to the window, the window's per-minute input counts (counts
// only, never which keys), and the screenshots taken in it (one at a random moment of each 10-minute
// slot). Windows follow one another without gaps, so nothing is reported twice.
//
// A source whose record of the recent past is rewritten after the fact (ActivityWatch backdates AFK)
// may also return intervals of up to MAX_REVISION_MS before `from`: the same interval again (same
// kind and start) grown longer, or new time, never overlapping what it sent before. The server keeps
// the longest copy of an interval, so the correction replaces what was sent.
//
// A real desktop source slots in behind the same method: it listens to the OS (focused-window
// changes, input hooks counting events, idle time, a screen grab at the slot's drawn moment) and
// buffers what it sees; `collect` hands over and clears the buffer up to `to`, cutting the interval
// that is still open at `to` (its rest comes in the next window). The simulated source computes the
// same from a seeded day plan instead, so it can also replay the past at any speed.
export const MAX_REVISION_MS = 60 * 60_000;

export type CaptureSource = {
  collect(from: Date, to: Date): Promise<Capture>;
};
