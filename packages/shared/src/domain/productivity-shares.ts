import type { ProductivityLevel } from './activity-categories';

// Where a stretch of focused time went: a productivity level, or uncategorised (no rule matched).
export const PRODUCTIVITY_BUCKETS = ['productive', 'neutral', 'unproductive', 'uncategorised'] as const;
export type ProductivityBucket = (typeof PRODUCTIVITY_BUCKETS)[number];

export type ProductivitySeconds = Record<ProductivityBucket, number>;
export type ProductivityPercents = Record<ProductivityBucket, number>;

export const bucketOf = (level: ProductivityLevel | null): ProductivityBucket => level ?? 'uncategorised';

export const emptyProductivitySeconds = (): ProductivitySeconds => ({
  productive: 0,
  neutral: 0,
  unproductive: 0,
  uncategorised: 0,
});

export const addProductivitySeconds = (
  total: ProductivitySeconds,
  part: ProductivitySeconds,
): ProductivitySeconds => ({
  productive: total.productive + part.productive,
  neutral: total.neutral + part.neutral,
  unproductive: total.unproductive + part.unproductive,
  uncategorised: total.uncategorised + part.uncategorised,
});

// Whole-number shares of the focused time that add up to exactly 100 (largest remainder), so a
// stacked bar fills its row and a row of the table reads as a whole; all 0 when nothing was focused.
// Equal remainders go to the buckets in PRODUCTIVITY_BUCKETS order.
export const productivityPercents = (seconds: ProductivitySeconds): ProductivityPercents => {
  const total = PRODUCTIVITY_BUCKETS.reduce((sum, bucket) => sum + Math.max(0, seconds[bucket]), 0);
  const percents = emptyProductivitySeconds();
  if (total === 0) return percents;
  const exact = PRODUCTIVITY_BUCKETS.map((bucket) => ({
    bucket,
    value: (Math.max(0, seconds[bucket]) * 100) / total,
  }));
  for (const { bucket, value } of exact) percents[bucket] = Math.floor(value);
  const left = 100 - PRODUCTIVITY_BUCKETS.reduce((sum, bucket) => sum + percents[bucket], 0);
  const byRemainder = [...exact].sort(
    (a, b) => b.value - Math.floor(b.value) - (a.value - Math.floor(a.value)),
  );
  for (const { bucket } of byRemainder.slice(0, left)) percents[bucket] += 1;
  return percents;
};
