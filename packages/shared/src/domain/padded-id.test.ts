import { describe, expect, it } from 'vitest';
import { nextMasterDataNumber, padMasterDataId } from './padded-id';

describe('master data ids (spec A §9)', () => {
  it.each([
    [1, '001'],
    [7, '007'],
    [42, '042'],
    [999, '999'],
    // Past 999 the number is shown whole rather than cut.
    [1000, '1000'],
  ])('pads %i to %s', (number, padded) => {
    expect(padMasterDataId(number)).toBe(padded);
  });

  it.each([
    [null, 1],
    [undefined, 1],
    [0, 1],
    [3, 4],
    [99, 100],
  ])('after %s the next number is %i', (last, next) => {
    expect(nextMasterDataNumber(last)).toBe(next);
  });
});
