import type { TrackerInputMinute, TrackerInterval } from '@pulse/shared/contracts/tracker';

// Hardening (a batch that blocks a device's queue): one INSERT … ON CONFLICT cannot touch a row
// twice, so two intervals of one batch with the same key (device, kind and start; zero-length ones
// passed the overlap check) failed the whole upload with a 500, which the agent retries forever.
// Copies (of intervals, and of input minutes, which were refused) are folded here by the rule the
// upsert applies to a copy that arrives in a later batch, so a batch stores what its items sent one
// by one would store. Each kept item carries the index of the copy it came from, for error paths.

export type Indexed<T> = { item: T; index: number };

// Of the copies of one interval the longest is kept whole, the first among equals: a resend of an
// interval the agent had sent while still open is longer and otherwise the same, and a zero-length
// blip (two focus changes within one instant) must not lend its title to the real interval's time.
export const foldIntervalCopies = (intervals: readonly TrackerInterval[]): Indexed<TrackerInterval>[] => {
  const kept = new Map<string, Indexed<TrackerInterval>>();
  intervals.forEach((item, index) => {
    // The instant, not the text: "09:00+01:00" and "08:00Z" are the same row.
    const key = `${item.kind} ${Date.parse(item.startedAt)}`;
    const previous = kept.get(key);
    if (!previous || item.durationSeconds > previous.item.durationSeconds) kept.set(key, { item, index });
  });
  return [...kept.values()];
};

// The agent sends running totals per minute: copies of one minute keep the larger counts, never a sum.
export const foldMinuteCopies = (minutes: readonly TrackerInputMinute[]): Indexed<TrackerInputMinute>[] => {
  const kept = new Map<number, Indexed<TrackerInputMinute>>();
  minutes.forEach((item, index) => {
    const key = Date.parse(item.minuteStart);
    const previous = kept.get(key);
    kept.set(
      key,
      previous
        ? {
            index: previous.index,
            item: {
              ...previous.item,
              keyPresses: Math.max(previous.item.keyPresses, item.keyPresses),
              mouseClicks: Math.max(previous.item.mouseClicks, item.mouseClicks),
            },
          }
        : { item, index },
    );
  });
  return [...kept.values()];
};
