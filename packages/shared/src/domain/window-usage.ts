import { SLOT_SECONDS } from './activity-slot';
import { type Span, subtractSpans, unionOf } from './slot-rollup';

export type WindowUsage = { title: string; percent: number };

// spec B §9: window usage = share of screenshots per application title, rounded, sorted descending.
// One entry per screenshot's application title (its slot's top application). Choices where the spec
// is silent: titles are compared after trimming; screenshots without a title are left out of both the
// list and the total (there is no application to name); the percent is rounded to a whole number
// (half up) on its own, so the column may add up to 99 or 101; order is by count, then by title so
// equal shares keep a stable order.
export const windowUsage = (applicationTitles: readonly (string | null)[]): WindowUsage[] =>
  sharesOf(applicationTitles.map((title) => ({ title, weight: 1 })));

// Weights per trimmed title as whole percents of their sum, largest first, then by title.
const sharesOf = (entries: readonly { title: string | null; weight: number }[]): WindowUsage[] => {
  const weights = new Map<string, number>();
  for (const entry of entries) {
    const title = entry.title?.trim() ?? '';
    if (title === '' || entry.weight <= 0) continue;
    weights.set(title, (weights.get(title) ?? 0) + entry.weight);
  }
  const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
  return [...weights.entries()]
    .sort(
      ([titleA, weightA], [titleB, weightB]) =>
        weightB - weightA || (titleA < titleB ? -1 : titleA > titleB ? 1 : 0),
    )
    .map(([title, weight]) => ({ title, percent: Math.round((weight * 100) / total) }));
};

const overlapMs = (spans: readonly Span[], windows: readonly Span[]) => {
  let total = 0;
  for (const span of spans)
    for (const window of windows)
      total += Math.max(0, Math.min(span.end, window.end) - Math.max(span.start, window.start));
  return total;
};

export type FocusedTime = { startedAt: Date; durationSeconds: number; app: string | null };

// The window usage of a day whose slots do not all have a screenshot (screenshots Off, or an
// ActivityWatch day, which takes none): a slot with a screenshot counts as the spec has it, its ten
// minutes for its screenshot's application; in a slot without one, each application counts the
// seconds it was focused (overlapping intervals, e.g. of two devices, once). A day with a screenshot
// in every slot it tracked comes out exactly as windowUsage above.
export const windowUsageOfDay = (input: {
  day: { start: Date; end: Date };
  // The screenshots the viewer shows, one per slot, with their slot's top application.
  screenshots: readonly { slotStart: Date; topApplication: string | null }[];
  focus: readonly FocusedTime[];
}): WindowUsage[] => {
  const slotMs = SLOT_SECONDS * 1000;
  const withScreenshot = unionOf(
    input.screenshots.map((shot) => ({
      start: shot.slotStart.getTime(),
      end: shot.slotStart.getTime() + slotMs,
    })),
  );
  const outside = subtractSpans(
    [{ start: input.day.start.getTime(), end: input.day.end.getTime() }],
    withScreenshot,
  );
  const spansByApp = new Map<string, Span[]>();
  for (const interval of input.focus) {
    const app = interval.app?.trim();
    if (!app) continue;
    const start = interval.startedAt.getTime();
    spansByApp.set(app, [
      ...(spansByApp.get(app) ?? []),
      { start, end: start + interval.durationSeconds * 1000 },
    ]);
  }
  const focused = [...spansByApp].map(([title, spans]) => ({
    title,
    weight: overlapMs(unionOf(spans), outside) / 1000,
  }));
  return sharesOf([
    ...input.screenshots.map((shot) => ({ title: shot.topApplication, weight: SLOT_SECONDS })),
    ...focused,
  ]);
};
