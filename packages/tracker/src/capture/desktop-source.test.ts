import type { TrackerInterval } from '@pulse/shared/contracts/tracker';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DesktopBackend, FocusedWindow, InputKind } from './desktop-backend';
import { available } from './desktop-capabilities';
import type { CaptureSettings } from './desktop-settings';
import { createDesktopSource } from './desktop-source';

const T0 = Date.parse('2026-03-02T10:00:00Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000);

// A 64×32 black-and-white checkerboard screen: blurring it visibly lowers its contrast.
const checkerboard = async ({ isBlurred }: { isBlurred: boolean }) => {
  const width = 64;
  const height = 32;
  const data = Buffer.alloc(width * height * 4, 255);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      if ((Math.floor(x / 2) + Math.floor(y / 2)) % 2 === 0)
        data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  const picture = sharp(data, { raw: { width, height, channels: 4 } });
  return new Uint8Array(await (isBlurred ? picture.blur(12) : picture).jpeg().toBuffer());
};
const contrastOf = async (image: Uint8Array) => (await sharp(image).stats()).channels[0]?.stdev ?? 0;

// A desktop whose window, idle time and input the test sets, on a clock the test moves.
const fakeDesktop = (settings: CaptureSettings) => {
  let clock = T0;
  let window: FocusedWindow | null = null;
  let lastInput = T0;
  let emit: (kind: InputKind) => void = () => {};
  const backend: DesktopBackend = {
    desktop: 'test',
    capabilities: {
      activeWindow: available('test'),
      idle: available('test'),
      inputCounts: available('test'),
      screenshots: available('test'),
    },
    activeWindow: async () => window,
    idleMilliseconds: async () => clock - lastInput,
    onInput: (listener) => {
      emit = listener;
    },
    captureScreenshot: checkerboard,
    close: async () => {},
  };
  const source = createDesktopSource({
    backend,
    settings: () => settings,
    now: () => clock,
    realNow: () => clock,
    // Each slot's screenshot 30 s into what is left of it.
    random: () => 30 / 600,
    log: (line) => console.error(line),
  });
  return {
    source,
    // Moves the clock second by second, observing each, as the running agent does.
    advanceTo: async (seconds: number) => {
      for (;;) {
        await source.observe();
        if (clock >= T0 + seconds * 1000) return;
        clock += 1000;
      }
    },
    focus: (next: FocusedWindow | null) => {
      window = next;
    },
    input: (kind: InputKind, times = 1) => {
      lastInput = clock;
      for (let index = 0; index < times; index += 1) emit(kind);
    },
    // The computer sleeps: the clock jumps without an observation.
    sleepUntil: (seconds: number) => {
      clock = T0 + seconds * 1000;
      lastInput = clock;
    },
    stop: () => source.stop(),
  };
};

const spans = (intervals: TrackerInterval[], kind: TrackerInterval['kind']) =>
  intervals
    .filter((interval) => interval.kind === kind)
    .map((interval) => ({
      from: (Date.parse(interval.startedAt) - T0) / 1000,
      to: (Date.parse(interval.startedAt) - T0) / 1000 + interval.durationSeconds,
      ...(interval.kind === 'focus' ? { title: interval.title } : {}),
    }));

const settings = (changes: Partial<CaptureSettings> = {}): CaptureSettings => ({
  screenshotMode: 'regular',
  titleRedactionPatterns: [],
  idleThresholdSeconds: 60,
  ...changes,
});

describe('desktop source', () => {
  it('hands over focus spans cut at the window boundaries, without a gap or a repeat', async () => {
    const desktop = fakeDesktop(settings({ screenshotMode: 'off' }));
    desktop.focus({ app: 'Code', title: 'agent.ts — pulse' });
    await desktop.advanceTo(30);
    desktop.focus({ app: 'firefox', title: 'github.com/pulse/issues — Mozilla Firefox' });
    await desktop.advanceTo(75);
    const first = await desktop.source.collect(at(0), at(60));
    await desktop.advanceTo(150);
    const second = await desktop.source.collect(at(60), at(120));
    expect(spans(first.intervals, 'focus')).toEqual([
      { from: 0, to: 30, title: 'agent.ts — pulse' },
      { from: 30, to: 60, title: 'github.com/pulse/issues — Mozilla Firefox' },
    ]);
    // Still focused at 120: the open span reaches the window's end, and its rest comes next time.
    expect(spans(second.intervals, 'focus')).toEqual([
      { from: 60, to: 120, title: 'github.com/pulse/issues — Mozilla Firefox' },
    ]);
    expect(second.intervals.find((interval) => interval.kind === 'focus')).toMatchObject({
      app: 'firefox',
      url: 'https://github.com/pulse/issues',
    });
    await desktop.stop();
  });

  it('counts key presses and clicks per minute, and turns idle time over the threshold into away from the last input', async () => {
    const desktop = fakeDesktop(settings({ screenshotMode: 'off' }));
    desktop.focus({ app: 'Code', title: 'agent.ts — pulse' });
    await desktop.advanceTo(10);
    desktop.input('key', 12);
    desktop.input('click', 3);
    desktop.input('other', 40);
    const first = await desktop.source.collect(at(0), at(60));
    expect(first.inputMinutes).toEqual([
      { minuteStart: at(0).toISOString(), keyPresses: 12, mouseClicks: 3 },
    ]);
    expect(spans(first.intervals, 'active')).toEqual([{ from: 0, to: 60 }]);

    // 60 s without input at 70: away since the last input at 10, including what was sent as active.
    await desktop.advanceTo(100);
    desktop.input('key');
    await desktop.advanceTo(150);
    const second = await desktop.source.collect(at(60), at(120));
    expect(spans(second.intervals, 'away')).toEqual([{ from: 10, to: 100 }]);
    expect(spans(second.intervals, 'active')).toEqual([{ from: 100, to: 120 }]);
    expect(second.inputMinutes).toEqual([
      { minuteStart: at(60).toISOString(), keyPresses: 1, mouseClicks: 0 },
    ]);
    // The focused window stays tracked while away (idle = away ∩ tracked).
    expect(spans(second.intervals, 'focus')).toEqual([{ from: 60, to: 120, title: 'agent.ts — pulse' }]);
    await desktop.stop();
  });

  it('takes one screenshot a slot with the slot’s titles and counts, redacted and blurred as the settings say', async () => {
    const current = settings({ titleRedactionPatterns: ['*payroll*'] });
    const desktop = fakeDesktop(current);
    desktop.focus({ app: 'LibreOffice', title: 'Payroll March.ods' });
    await desktop.advanceTo(10);
    desktop.input('key', 5);
    desktop.focus({ app: 'Code', title: 'agent.ts — pulse' });
    await desktop.advanceTo(20);
    desktop.input('click', 2);
    await desktop.advanceTo(599);
    const regular = await desktop.source.collect(at(0), at(540));
    expect(regular.screenshots).toHaveLength(1);
    expect(regular.screenshots[0]).toMatchObject({
      capturedAt: at(30),
      windowTitles: ['LibreOffice', 'agent.ts — pulse'],
      keyPresses: 5,
      mouseClicks: 2,
      isIdle: false,
    });
    expect(spans(regular.intervals, 'focus').map((span) => span.title)).toEqual([
      'LibreOffice',
      'agent.ts — pulse',
    ]);
    const sharpContrast = await contrastOf(regular.screenshots[0]?.image ?? new Uint8Array());

    // The next slot's picture was taken in regular mode; Blurred set before it is queued blurs it.
    await desktop.advanceTo(1200);
    current.screenshotMode = 'blurred';
    const blurred = await desktop.source.collect(at(540), at(1200));
    expect(blurred.screenshots.map((shot) => shot.capturedAt)).toEqual([at(630)]);
    expect(await contrastOf(blurred.screenshots[0]?.image ?? new Uint8Array())).toBeLessThan(
      sharpContrast / 4,
    );

    // Off: none is taken, and none waiting is handed over.
    await desktop.advanceTo(1800);
    current.screenshotMode = 'off';
    expect((await desktop.source.collect(at(1200), at(1800))).screenshots).toEqual([]);
    await desktop.stop();
  });

  it('records nothing for the time the computer slept', async () => {
    const desktop = fakeDesktop(settings({ screenshotMode: 'off' }));
    desktop.focus({ app: 'Code', title: 'agent.ts — pulse' });
    await desktop.advanceTo(20);
    desktop.sleepUntil(300);
    const asleep = await desktop.source.collect(at(0), at(240));
    expect(spans(asleep.intervals, 'focus')).toEqual([{ from: 0, to: 20, title: 'agent.ts — pulse' }]);
    expect(spans(asleep.intervals, 'active')).toEqual([{ from: 0, to: 20 }]);
    await desktop.advanceTo(330);
    const awake = await desktop.source.collect(at(240), at(360));
    expect(spans(awake.intervals, 'focus')).toEqual([{ from: 300, to: 360, title: 'agent.ts — pulse' }]);
    await desktop.stop();
  });
});
