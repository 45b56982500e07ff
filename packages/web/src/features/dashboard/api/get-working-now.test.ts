// @vitest-environment node
import type { WorkingNowEntry } from '@pulse/shared/contracts/tracker-status';
import { describe, expect, it } from 'vitest';
import { mergeWorkingNowChange } from './get-working-now';

const entry = (employeeId: string, name: string, state: WorkingNowEntry['state']): WorkingNowEntry => ({
  employeeId,
  name,
  employeeCode: `EMP-${employeeId}`,
  state,
  lastSeenAt: '2026-03-02T09:00:00.000Z',
});

const asha = entry('1', 'Asha Verma', 'idle');
const rahul = entry('2', 'Rahul Mehta', 'tracking');

describe('mergeWorkingNowChange', () => {
  it.each<[string, WorkingNowEntry[], Parameters<typeof mergeWorkingNowChange>[1], WorkingNowEntry[]]>([
    [
      'replaces an employee’s entry',
      [asha, rahul],
      { employeeId: '2', entry: { ...rahul, state: 'paused' } },
      [asha, { ...rahul, state: 'paused' }],
    ],
    ['adds a newcomer in name order', [rahul], { employeeId: '1', entry: asha }, [asha, rahul]],
    ['removes an employee without devices', [asha, rahul], { employeeId: '1', entry: null }, [rahul]],
    ['ignores the removal of someone not listed', [rahul], { employeeId: '9', entry: null }, [rahul]],
  ])('%s', (_case, list, change, expected) => {
    expect(mergeWorkingNowChange(list, change)).toEqual(expected);
  });
});
