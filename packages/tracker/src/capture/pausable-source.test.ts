import type { TrackerInterval } from '@pulse/shared/contracts/tracker';
import { describe, expect, it } from 'vitest';
import { createPausableSource, withoutPausedTime } from './pausable-source';
import type { PauseSpan } from './pause-spans';
import type { Capture, CaptureSource } from './source';

const at = (time: string) => new Date(`2026-03-02T${time}Z`);
const iso = (time: string) => at(time).toISOString();
const focus = (time: string, durationSeconds: number, title: string): TrackerInterval => ({
  kind: 'focus',
  startedAt: iso(time),
  durationSeconds,
  app: 'Editor',
  title,
});
const status = (kind: 'active' | 'away', time: string, durationSeconds: number): TrackerInterval => ({
  kind,
  startedAt: iso(time),
  durationSeconds,
});
const spansOf = (...pairs: [string, string][]) =>
  pairs.map(([start, end]) => ({ start: at(start).getTime(), end: at(end).getTime() }));

// Two minutes, 10:00–10:02: two windows focused, active all along, one input minute each, one screenshot.
const capture: Capture = {
  intervals: [
    focus('10:00:00', 70, 'report.md'),
    focus('10:01:10', 50, 'diary.md'),
    status('active', '10:00:00', 120),
  ],
  inputMinutes: [
    { minuteStart: iso('10:00:00'), keyPresses: 40, mouseClicks: 3 },
    { minuteStart: iso('10:01:00'), keyPresses: 25, mouseClicks: 1 },
  ],
  screenshots: [
    {
      capturedAt: at('10:01:30'),
      image: new Uint8Array([1]),
      windowTitles: ['report.md', 'diary.md'],
      keyPresses: 65,
      mouseClicks: 4,
      isIdle: false,
    },
  ],
};

describe('capture without the paused time', () => {
  it('leaves a window without pauses as it is', () => {
    expect(withoutPausedTime(capture, [])).toBe(capture);
  });

  it('cuts intervals around a pause, reports it as paused, and drops what was observed in it', () => {
    const result = withoutPausedTime(capture, spansOf(['10:00:50', '10:02:00']));
    expect(result.intervals).toEqual([
      focus('10:00:00', 50, 'report.md'),
      status('active', '10:00:00', 50),
      { kind: 'paused', startedAt: iso('10:00:50'), durationSeconds: 70 },
    ]);
    // Both minutes touch the pause: their counts cannot be split, so neither leaves the computer.
    expect(result.inputMinutes).toEqual([]);
    expect(result.screenshots).toEqual([]);
  });

  it('keeps what lies on both sides of a short pause, and hides titles seen only while paused', () => {
    const result = withoutPausedTime(capture, spansOf(['10:01:05', '10:01:25']));
    expect(result.intervals).toEqual([
      focus('10:00:00', 65, 'report.md'),
      status('active', '10:00:00', 65),
      { kind: 'paused', startedAt: iso('10:01:05'), durationSeconds: 20 },
      focus('10:01:25', 35, 'diary.md'),
      status('active', '10:01:25', 35),
    ]);
    expect(result.inputMinutes.map((minute) => minute.minuteStart)).toEqual([iso('10:00:00')]);
    // Taken after the pause: kept, with both titles (each was also seen outside the pause).
    expect(result.screenshots.map((shot) => shot.windowTitles)).toEqual([['report.md', 'diary.md']]);
  });

  it('takes a title seen only while paused off a screenshot taken after it', () => {
    const result = withoutPausedTime(
      { ...capture, intervals: [...capture.intervals, focus('10:01:02', 2, 'bank statement')] },
      spansOf(['10:01:01', '10:01:05']),
    );
    expect(result.screenshots[0]?.windowTitles).toEqual(['report.md', 'diary.md']);
    expect(
      result.intervals.some((interval) => 'title' in interval && interval.title === 'bank statement'),
    ).toBe(false);
  });
});

describe('a pausable source', () => {
  const inner: CaptureSource = {
    collect: async (from, to) => ({
      intervals: [status('active', from.toISOString().slice(11, 19), (to.getTime() - from.getTime()) / 1000)],
      inputMinutes: [],
      screenshots: [],
    }),
  };

  it('reads the pause at every window and announces each pause and its end once', async () => {
    let spans: PauseSpan[] = [];
    const lines: string[] = [];
    const source = createPausableSource(inner, {
      readSpans: async () => spans,
      log: (line) => lines.push(line),
      timeZone: 'UTC',
    });
    const kinds = async (from: string, to: string) =>
      (await source.collect(at(from), at(to))).intervals.map((interval) => [
        interval.kind,
        interval.startedAt.slice(11, 19),
        interval.durationSeconds,
      ]);

    expect(await kinds('10:00:00', '10:01:00')).toEqual([['active', '10:00:00', 60]]);
    spans = [{ from: iso('10:01:30'), until: null }];
    expect(await kinds('10:01:00', '10:02:00')).toEqual([
      ['active', '10:01:00', 30],
      ['paused', '10:01:30', 30],
    ]);
    expect(await kinds('10:02:00', '10:03:00')).toEqual([['paused', '10:02:00', 60]]);
    spans = [{ from: iso('10:01:30'), until: iso('10:03:15') }];
    expect(await kinds('10:03:00', '10:04:00')).toEqual([
      ['paused', '10:03:00', 15],
      ['active', '10:03:15', 45],
    ]);
    // A pause and its end inside one window.
    spans = [...spans, { from: iso('10:04:10'), until: iso('10:04:20') }];
    expect(await kinds('10:04:00', '10:05:00')).toEqual([
      ['active', '10:04:00', 10],
      ['paused', '10:04:10', 10],
      ['active', '10:04:20', 40],
    ]);
    expect(lines).toEqual([
      'Paused at 10:01:30 until `pulse-tracker resume`: nothing is tracked.',
      'Resumed at 10:03:15: tracking again.',
      'Paused from 10:04:10 to 10:04:20: that time is reported as paused.',
    ]);
  });

  it('keeps paused time out of what a source corrects before the window, reported as paused once', async () => {
    // A source that re-reads the minutes before the window (ActivityWatch backdating AFK).
    const correcting: CaptureSource = {
      collect: async (from, to) => ({
        intervals: [
          status('away', '10:00:30', 90),
          status('active', from.toISOString().slice(11, 19), (to.getTime() - from.getTime()) / 1000),
        ],
        inputMinutes: [],
        screenshots: [],
      }),
    };
    const source = createPausableSource(correcting, {
      readSpans: async () => [{ from: iso('10:01:00'), until: iso('10:01:30') }],
    });
    const { intervals } = await source.collect(at('10:02:00'), at('10:03:00'));
    expect(
      intervals.map((interval) => [
        interval.kind,
        interval.startedAt.slice(11, 19),
        interval.durationSeconds,
      ]),
    ).toEqual([
      ['away', '10:00:30', 30],
      ['away', '10:01:30', 30],
      ['active', '10:02:00', 60],
    ]);
  });
});
