import type { TrackerProject } from '@pulse/shared/contracts/tracker';
import type { ProjectSelection } from '../agent-home';

type Named = { id: string; name: string };

export type Match<T> = { kind: 'found'; item: T } | { kind: 'unknown' } | { kind: 'ambiguous'; items: T[] };

const folded = (text: string) => text.trim().toLowerCase();

// An id wins over a name; names compare without case. Project names are unique per organisation,
// to-do names are not, so two to-dos may share the name asked for.
export const findByNameOrId = <T extends Named>(items: readonly T[], query: string): Match<T> => {
  const wanted = folded(query);
  const byId = items.find((item) => item.id.toLowerCase() === wanted);
  if (byId) return { kind: 'found', item: byId };
  const byName = items.filter((item) => folded(item.name) === wanted);
  const [only] = byName;
  if (byName.length === 1 && only) return { kind: 'found', item: only };
  return byName.length > 1 ? { kind: 'ambiguous', items: byName } : { kind: 'unknown' };
};

const listed = (items: readonly Named[]) => items.map((item) => `"${item.name}" (${item.id})`).join(', ');

export type SelectionChoice = { selection: ProjectSelection } | { error: string };

// Turns `project select <project> [--todo <to-do>]` into a selection among the employee's projects,
// or into a message saying what matched nothing or more than one thing.
export const chooseSelection = (
  projects: readonly TrackerProject[],
  projectQuery: string,
  todoQuery: string | undefined,
  now: Date,
): SelectionChoice => {
  const projectMatch = findByNameOrId(projects, projectQuery);
  if (projectMatch.kind === 'unknown')
    return {
      error:
        projects.length === 0
          ? 'you are on no project’s team yet'
          : `none of your projects is named or has the id "${projectQuery}"; yours: ${listed(projects)}`,
    };
  if (projectMatch.kind === 'ambiguous')
    return {
      error: `"${projectQuery}" names ${projectMatch.items.length} projects: ${listed(projectMatch.items)}; give the id instead`,
    };
  const project = projectMatch.item;
  const selection = (todo: Named | null): SelectionChoice => ({
    selection: {
      project: { id: project.id, name: project.name },
      todo: todo && { id: todo.id, name: todo.name },
      selectedAt: now.toISOString(),
    },
  });
  if (todoQuery === undefined) return selection(null);
  const todoMatch = findByNameOrId(project.todos, todoQuery);
  if (todoMatch.kind === 'unknown')
    return {
      error:
        project.todos.length === 0
          ? `"${project.name}" has no open to-do assigned to you`
          : `"${project.name}" has no open to-do of yours named or with the id "${todoQuery}"; yours: ${listed(project.todos)}`,
    };
  if (todoMatch.kind === 'ambiguous')
    return {
      error: `"${todoQuery}" names ${todoMatch.items.length} to-dos of "${project.name}": ${listed(todoMatch.items)}; give the id instead`,
    };
  return selection(todoMatch.item);
};
