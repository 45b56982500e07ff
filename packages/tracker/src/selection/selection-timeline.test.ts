import type { TrackerInterval } from '@pulse/shared/contracts/tracker';
import { describe, expect, it } from 'vitest';
import type { ProjectSelection } from '../agent-home';
import { createSelectionTimeline, isAttributed, withoutSelection } from './selection-timeline';

const PROJECT_A = '00000000-0000-4000-8000-00000000000a';
const PROJECT_B = '00000000-0000-4000-8000-00000000000b';
const TODO_B = '00000000-0000-4000-8000-0000000000b1';

const selected = (projectId: string | null, selectedAt: string, todoId?: string): ProjectSelection => ({
  project: projectId ? { id: projectId, name: projectId } : null,
  todo: todoId ? { id: todoId, name: todoId } : null,
  selectedAt,
});

type FocusInterval = Extract<TrackerInterval, { kind: 'focus' }>;

const focusAt = (startedAt: string): FocusInterval => ({
  kind: 'focus',
  startedAt,
  durationSeconds: 30,
  app: 'Editor',
  title: 'notes.md',
});

const attributionAt = (timeline: ReturnType<typeof createSelectionTimeline>, startedAt: string) => {
  const [interval] = timeline.stamp([focusAt(startedAt)]);
  return interval?.kind === 'focus' ? { projectId: interval.projectId, todoId: interval.todoId } : null;
};
const unattributed = { projectId: undefined, todoId: undefined };

describe('selection timeline', () => {
  it('stamps nothing before any selection was read', () => {
    const interval = focusAt('2026-03-02T09:00:00.000Z');
    expect(createSelectionTimeline().stamp([interval])).toEqual([interval]);
  });

  it('applies the first selection read to everything, even what started before it was made', () => {
    const timeline = createSelectionTimeline();
    timeline.observe(selected(PROJECT_A, '2026-03-02T12:00:00.000Z'), new Date('2026-03-02T12:00:05Z'));
    expect(attributionAt(timeline, '2026-03-02T08:00:00.000Z')).toEqual({
      ...unattributed,
      projectId: PROJECT_A,
    });
  });

  // The agent reads the file at 09:01:40, having captured up to 09:01:00: intervals of the next window
  // that started before the change (09:01:30) keep the project in force when they started.
  it.each([
    ['09:01:29.999', { ...unattributed, projectId: PROJECT_A }],
    ['09:01:30.000', { projectId: PROJECT_B, todoId: TODO_B }],
    ['09:05:00.000', { projectId: PROJECT_B, todoId: TODO_B }],
  ])(
    'after a change made at 09:01:30 and read at 09:01:40, an interval starting at %s gets %o',
    (time, fields) => {
      const timeline = createSelectionTimeline();
      timeline.observe(selected(PROJECT_A, '2026-03-02T08:00:00.000Z'), new Date('2026-03-02T09:00:40Z'));
      timeline.observe(
        selected(PROJECT_B, '2026-03-02T09:01:30.000Z', TODO_B),
        new Date('2026-03-02T09:01:40Z'),
      );
      expect(attributionAt(timeline, `2026-03-02T${time}Z`)).toEqual(fields);
    },
  );

  it('on a replay clock running behind the real one, applies a change from when it was read', () => {
    const timeline = createSelectionTimeline();
    timeline.observe(null, new Date('2026-02-27T10:00:00Z'));
    // Chosen on 2 March (real time) while the replay stood at 27 February 10:20.
    timeline.observe(selected(PROJECT_A, '2026-03-02T12:00:00.000Z'), new Date('2026-02-27T10:20:00Z'));
    expect(attributionAt(timeline, '2026-02-27T10:19:59.000Z')).toEqual(unattributed);
    expect(attributionAt(timeline, '2026-02-27T10:20:00.000Z')).toEqual({
      ...unattributed,
      projectId: PROJECT_A,
    });
  });

  it('stops stamping once the selection is cleared; reading the same file again changes nothing', () => {
    const timeline = createSelectionTimeline();
    timeline.observe(selected(PROJECT_A, '2026-03-02T08:00:00.000Z'), new Date('2026-03-02T08:00:10Z'));
    const cleared = selected(null, '2026-03-02T09:00:00.000Z');
    timeline.observe(cleared, new Date('2026-03-02T09:00:10Z'));
    timeline.observe(cleared, new Date('2026-03-02T09:30:10Z'));
    expect(attributionAt(timeline, '2026-03-02T08:59:59.000Z')).toEqual({
      ...unattributed,
      projectId: PROJECT_A,
    });
    expect(attributionAt(timeline, '2026-03-02T09:10:00.000Z')).toEqual(unattributed);
  });

  it('leaves away and active intervals alone', () => {
    const timeline = createSelectionTimeline();
    timeline.observe(selected(PROJECT_A, '2026-03-02T08:00:00.000Z'), new Date('2026-03-02T08:00:10Z'));
    const away: TrackerInterval = { kind: 'away', startedAt: '2026-03-02T09:00:00Z', durationSeconds: 300 };
    expect(timeline.stamp([away])).toEqual([away]);
  });
});

describe('withoutSelection', () => {
  it('drops the project and to-do of focus intervals and keeps everything else', () => {
    const plain = focusAt('2026-03-02T09:00:00.000Z');
    const attributed: TrackerInterval = { ...plain, projectId: PROJECT_B, todoId: TODO_B };
    const active: TrackerInterval = {
      kind: 'active',
      startedAt: '2026-03-02T09:00:00Z',
      durationSeconds: 60,
    };
    const stripped = withoutSelection([attributed, active, plain]);
    expect(stripped).toEqual([plain, active, plain]);
    expect(stripped.some(isAttributed)).toBe(false);
    expect(isAttributed(attributed)).toBe(true);
  });
});
