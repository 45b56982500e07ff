import { describe, expect, it } from 'vitest';
import {
  PROJECT_STATUS_COLORS,
  PROJECT_STATUS_NAMES,
  TODO_FILTER_OPTIONS,
  TODO_STATUS_NAMES,
  todoStatusOf,
} from './project-status';

describe('project statuses (spec B §2, §4)', () => {
  it.each([
    [1, 'To be Started', '#ffa000'],
    [2, 'In Progress', '#388e3c'],
    [3, 'On Hold', '#d32f2f'],
    [4, 'Completed', '#607d8b'],
  ] as const)('%i is %s in %s', (id, name, color) => {
    expect(PROJECT_STATUS_NAMES[id]).toBe(name);
    expect(PROJECT_STATUS_COLORS[id]).toBe(color);
  });
});

describe('to-do statuses (spec B §4: 0, 1, 2; All is 3)', () => {
  it('names the codes and offers the filter in the spec’s order', () => {
    expect(TODO_STATUS_NAMES).toEqual({ 0: 'Not Yet Started', 1: 'Completed', 2: 'In Progress' });
    expect(TODO_FILTER_OPTIONS.map((option) => [option.id, option.name])).toEqual([
      [3, 'All'],
      [0, 'Not Yet Started'],
      [1, 'Completed'],
      [2, 'In Progress'],
    ]);
  });

  it.each([
    [true, false, 1],
    [true, true, 1],
    [false, true, 2],
    [false, false, 0],
  ])('Mark As Completed %s with tracked time %s → %i', (isCompleted, hasTrackedTime, status) => {
    expect(todoStatusOf(isCompleted, hasTrackedTime)).toBe(status);
  });
});
