export type WindowUsage = { title: string; percent: number };

// spec B §9: window usage = share of screenshots per application title, rounded, sorted descending.
// One entry per screenshot's application title (its slot's top application). Choices where the spec
// is silent: titles are compared after trimming; screenshots without a title are left out of both the
// list and the total (there is no application to name); the percent is rounded to a whole number
// (half up) on its own, so the column may add up to 99 or 101; order is by count, then by title so
// equal shares keep a stable order.
export const windowUsage = (applicationTitles: readonly (string | null)[]): WindowUsage[] => {
  const counts = new Map<string, number>();
  for (const raw of applicationTitles) {
    const title = raw?.trim() ?? '';
    if (title === '') continue;
    counts.set(title, (counts.get(title) ?? 0) + 1);
  }
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  return [...counts.entries()]
    .sort(
      ([titleA, countA], [titleB, countB]) =>
        countB - countA || (titleA < titleB ? -1 : titleA > titleB ? 1 : 0),
    )
    .map(([title, count]) => ({ title, percent: Math.round((count * 100) / total) }));
};
