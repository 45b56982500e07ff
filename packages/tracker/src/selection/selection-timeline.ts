import type { TrackerInterval } from '@pulse/shared/contracts/tracker';
import type { ProjectSelection } from '../agent-home';

type SelectionFields = { projectId?: string; todoId?: string };
type Entry = { since: number; key: string; fields: SelectionFields };

const fieldsOf = (selection: ProjectSelection | null): SelectionFields => ({
  ...(selection?.project && { projectId: selection.project.id }),
  ...(selection?.project && selection.todo && { todoId: selection.todo.id }),
});

// The selections the running agent has seen, each from the moment it took effect, so that a focus
// interval carries the selection current when it started, even though the agent notices a change
// only when it next reads the selection file (at the end of each capture window).
export const createSelectionTimeline = () => {
  const entries: Entry[] = [];
  return {
    // `now` is the agent's clock when the file was read. A change takes effect at its selectedAt; a
    // replay's clock runs behind the real one, so there it takes effect when noticed. The first
    // selection seen also covers what was captured before it: the agent knows of no older one.
    observe(selection: ProjectSelection | null, now: Date) {
      const key = JSON.stringify(selection);
      if (entries.at(-1)?.key === key) return;
      const selectedAt = Date.parse(selection?.selectedAt ?? '');
      const since =
        entries.length === 0
          ? Number.NEGATIVE_INFINITY
          : Number.isNaN(selectedAt)
            ? now.getTime()
            : Math.min(selectedAt, now.getTime());
      entries.push({ since, key, fields: fieldsOf(selection) });
    },

    // Focus intervals get the project and to-do in force when they started; the others carry none.
    stamp: (intervals: TrackerInterval[]): TrackerInterval[] =>
      intervals.map((interval) => {
        if (interval.kind !== 'focus') return interval;
        const start = Date.parse(interval.startedAt);
        const entry = entries.findLast((candidate) => candidate.since <= start);
        return entry ? { ...interval, ...entry.fields } : interval;
      }),
  };
};

export const isAttributed = (interval: TrackerInterval) =>
  interval.kind === 'focus' && Boolean(interval.projectId || interval.todoId);

export const withoutSelection = (intervals: readonly TrackerInterval[]): TrackerInterval[] =>
  intervals.map((interval) => {
    if (interval.kind !== 'focus') return interval;
    const { projectId, todoId, ...unattributed } = interval;
    return unattributed;
  });
