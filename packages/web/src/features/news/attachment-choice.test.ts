// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chooseAttachments } from './attachment-choice';

const file = (name: string, size: number) => ({ name, size });

describe('chooseAttachments', () => {
  it.each([
    { case: 'one file of exactly 10,000,000 bytes', chosen: [], picked: [10_000_000], isTooLarge: false },
    { case: 'one file of 10,000,001 bytes', chosen: [], picked: [10_000_001], isTooLarge: true },
    {
      case: 'a pick that reaches the limit with those chosen before',
      chosen: [6_000_000],
      picked: [4_000_000],
      isTooLarge: false,
    },
    {
      case: 'a pick that passes the limit with those chosen before',
      chosen: [6_000_000],
      picked: [4_000_001],
      isTooLarge: true,
    },
    {
      case: 'several small files over the limit together',
      chosen: [],
      picked: [3_000_000, 3_000_000, 4_000_001],
      isTooLarge: true,
    },
  ])('$case: refused = $isTooLarge (spec B §9: 10,000,000 bytes)', ({ chosen, picked, isTooLarge }) => {
    const before = chosen.map((size, index) => file(`before-${index}.pdf`, size));
    const pick = picked.map((size, index) => file(`picked-${index}.pdf`, size));
    const choice = chooseAttachments(before, pick, []);
    expect(choice.isTooLarge).toBe(isTooLarge);
    // A refused pick keeps nothing of it; an accepted one keeps all of it.
    expect(choice.files).toEqual(isTooLarge ? before : [...before, ...pick]);
  });

  it('ignores names the update already has: stored, chosen before, or twice in one pick', () => {
    const choice = chooseAttachments(
      [file('agenda.pdf', 10)],
      [file('agenda.pdf', 20), file('minutes.docx', 30), file('handbook.pdf', 40), file('minutes.docx', 50)],
      ['handbook.pdf'],
    );
    expect(choice).toEqual({ files: [file('agenda.pdf', 10), file('minutes.docx', 30)], isTooLarge: false });
  });

  it('weighs only the files it keeps: an ignored duplicate does not count towards the limit', () => {
    const choice = chooseAttachments([file('big.pdf', 9_000_000)], [file('big.pdf', 9_000_000)], []);
    expect(choice).toEqual({ files: [file('big.pdf', 9_000_000)], isTooLarge: false });
  });
});
