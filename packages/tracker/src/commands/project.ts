import { parseArgs } from 'node:util';
import type { TrackerProject } from '@pulse/shared/contracts/tracker';
import { PROJECT_STATUS_NAMES, type ProjectStatus } from '@pulse/shared/domain/project-status';
import { type ProjectSelection, readSelection, removeSelectionRefusal, writeSelection } from '../agent-home';
import { createTrackerClient } from '../api/tracker-client';
import { chooseSelection } from '../selection/choose-selection';
import { describeSelection } from '../selection/describe-selection';
import type { CommandContext } from './command-context';
import { NoSuchChoice, UsageError } from './command-errors';
import type { CommandHelp } from './command-help';
import { requireSignIn } from './require-sign-in';

const statusName = (status: number) => PROJECT_STATUS_NAMES[status as ProjectStatus] ?? `status ${status}`;

const printProjects = (
  projects: readonly TrackerProject[],
  selection: ProjectSelection | null,
  print: (line: string) => void,
) => {
  if (projects.length === 0) print('You are on no project’s team yet.');
  const selectedProject = selection?.project?.id;
  const mark = (isSelected: boolean) => (isSelected ? '*' : ' ');
  for (const project of projects) {
    const isSelected = project.id === selectedProject;
    print(`${mark(isSelected)} ${project.name} (${statusName(project.status)})  ${project.id}`);
    if (project.todos.length === 0) print('      no open to-do assigned to you');
    for (const todo of project.todos)
      print(`    ${mark(isSelected && todo.id === selection?.todo?.id)} ${todo.name}  ${todo.id}`);
  }
  if (selection?.project && !projects.some((project) => project.id === selectedProject))
    print(
      `Selected: ${describeSelection(selection)}, no longer among your projects: choose again with \`pulse-tracker project select\`.`,
    );
};

const listProjects = async (context: CommandContext) => {
  const signIn = await requireSignIn(context.home);
  const projects = await createTrackerClient(signIn.server, signIn.deviceToken).projects();
  printProjects(projects, await readSelection(context.home), context.print);
};

export const projectHelp = {
  summary: 'List your projects, or choose the one (and the to-do) your time goes to',
  usage: ['project list', 'project select PROJECT [--todo TODO]', 'project select --none'],
  details: [
    '`list` shows your projects and their open to-dos assigned to you (* = selected).',
    '`select` chooses, by name or id, what your time goes to from now on; a running agent follows',
    'within a capture window. A name with spaces may be given unquoted.',
  ],
  options: {
    todo: { type: 'string', value: 'TODO', description: 'select: a to-do of that project, by name or id' },
    none: { type: 'boolean', description: 'select: work on no project' },
  },
  hasPositionals: true,
} as const satisfies CommandHelp;

const selectProject = async (args: string[], context: CommandContext) => {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: projectHelp.options });
  const { home } = context;
  if (values.none) {
    if (positionals.length > 0 || values.todo !== undefined)
      throw new UsageError('--none takes no project and no --todo');
    await writeSelection(home, { project: null, todo: null, selectedAt: context.now().toISOString() });
    await removeSelectionRefusal(home);
    context.print('Working on no project.');
    return;
  }
  // A name with spaces may come unquoted, as several words.
  const projectQuery = positionals.join(' ');
  if (!projectQuery.trim()) throw new UsageError('name the project (or give its id), or say --none');
  const signIn = await requireSignIn(home);
  const projects = await createTrackerClient(signIn.server, signIn.deviceToken).projects();
  const choice = chooseSelection(projects, projectQuery, values.todo, context.now());
  if ('error' in choice) throw new NoSuchChoice(choice.error);
  await writeSelection(home, choice.selection);
  await removeSelectionRefusal(home);
  context.print(`Working on ${describeSelection(choice.selection)}.`);
};

// `project list` and `project select`.
export const project = (args: string[], context: CommandContext) => {
  const [subcommand, ...rest] = args;
  if (subcommand === 'list') return listProjects(context);
  if (subcommand === 'select') return selectProject(rest, context);
  throw new UsageError(
    subcommand === undefined ? 'project needs list or select' : `unknown project command "${subcommand}"`,
  );
};
