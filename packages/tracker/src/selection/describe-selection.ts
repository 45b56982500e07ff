import type { ProjectSelection } from '../agent-home';

export const describeSelection = (selection: ProjectSelection | null) =>
  selection?.project
    ? `${selection.project.name}${selection.todo ? `, to-do ${selection.todo.name}` : ''}`
    : 'none';
