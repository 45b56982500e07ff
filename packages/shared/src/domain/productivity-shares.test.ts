import { describe, expect, it } from 'vitest';
import { type ProductivitySeconds, productivityPercents } from './productivity-shares';

const seconds = (productive: number, neutral: number, unproductive: number, uncategorised: number) => ({
  productive,
  neutral,
  unproductive,
  uncategorised,
});

describe('productivityPercents', () => {
  it.each<[string, ProductivitySeconds, [number, number, number, number]]>([
    ['nothing focused', seconds(0, 0, 0, 0), [0, 0, 0, 0]],
    ['all productive', seconds(3600, 0, 0, 0), [100, 0, 0, 0]],
    ['even halves', seconds(60, 60, 0, 0), [50, 50, 0, 0]],
    ['thirds: the leftover point goes to the first bucket', seconds(1, 1, 1, 0), [34, 33, 33, 0]],
    ['largest remainder takes the leftover', seconds(1, 2, 0, 4), [14, 29, 0, 57]],
    ['a sliver still shows as 0 or 1 and the row adds to 100', seconds(9990, 5, 5, 0), [100, 0, 0, 0]],
    ['negative seconds count as none', seconds(-5, 10, 0, 0), [0, 100, 0, 0]],
  ])('%s', (_name, input, expected) => {
    const percents = productivityPercents(input);
    expect([percents.productive, percents.neutral, percents.unproductive, percents.uncategorised]).toEqual(
      expected,
    );
  });
});
