import { TrackerApiError } from '../api/tracker-client';
import { TwoFactorRefused } from '../device-sign-in';
import type { CommandContext } from './command-context';
import { ChoiceNeeded, NoSuchChoice, SignInNeeded, UsageError } from './command-errors';
import {
  asksForHelp,
  type CommandHelp,
  checkArgs,
  formatCommandHelp,
  formatOverview,
  formatUsageHint,
} from './command-help';
import { install, installHelp } from './install';
import { login, loginHelp } from './login';
import { logout, logoutHelp } from './logout';
import { pause, pauseHelp } from './pause';
import { project, projectHelp } from './project';
import { resume, resumeHelp } from './resume';
import { run, runHelp } from './run';
import { simulate, simulateHelp } from './simulate';
import { status, statusHelp } from './status';
import { uninstall, uninstallHelp } from './uninstall';

type Command = { help: CommandHelp; run: (args: string[], context: CommandContext) => Promise<void> };

// In the order the overview lists them: what a new user needs first.
export const COMMANDS: Readonly<Record<string, Command>> = {
  login: { help: loginHelp, run: login },
  run: { help: runHelp, run },
  status: { help: statusHelp, run: (_, context) => status(context) },
  pause: { help: pauseHelp, run: pause },
  resume: { help: resumeHelp, run: (_, context) => resume(context) },
  project: { help: projectHelp, run: project },
  install: { help: installHelp, run: install },
  uninstall: { help: uninstallHelp, run: (_, context) => uninstall(context) },
  logout: { help: logoutHelp, run: logout },
  simulate: { help: simulateHelp, run: simulate },
};

const HELP_WORDS = [undefined, 'help', '--help', '-h'];

const commandNamed = (name: string) => {
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) throw new UsageError(`unknown command "${name}"`);
  return command;
};

// `pulse-tracker`, `--help`, `help [command]`, `<command> --help`: the help asked for, and exit 0.
// Otherwise the command runs, once its arguments are known to be its own.
const dispatch = async (name: string | undefined, args: string[], context: CommandContext) => {
  if (HELP_WORDS.includes(name)) {
    const [topic] = args;
    context.print(
      name === 'help' && topic !== undefined && !HELP_WORDS.includes(topic)
        ? formatCommandHelp(commandNamed(topic).help)
        : formatOverview(COMMANDS),
    );
    return;
  }
  const command = commandNamed(name as string);
  if (asksForHelp(args, command.help)) {
    context.print(formatCommandHelp(command.help));
    return;
  }
  checkArgs(args, command.help);
  await command.run(args, context);
};

// What a usage error shows under its message: the command's forms, or the list of commands.
const usageHint = (name: string | undefined) =>
  name !== undefined && Object.hasOwn(COMMANDS, name)
    ? formatUsageHint(name, (COMMANDS[name] as Command).help)
    : formatOverview(COMMANDS);

// Runs `pulse-tracker <command> <args>` and answers its exit code (see command-errors.ts); what the
// command fails with goes to the context's stderr.
export const runCommandLine = async ([command, ...args]: string[], context: CommandContext) => {
  try {
    await dispatch(command, args, context);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      const topic = command === 'help' ? undefined : command;
      context.log(`pulse-tracker: ${(error as Error).message}\n\n${usageHint(topic)}`);
      return 2;
    }
    if (error instanceof NoSuchChoice || error instanceof ChoiceNeeded) {
      context.log(`pulse-tracker: ${error.message}`);
      return 2;
    }
    if (
      error instanceof SignInNeeded ||
      error instanceof TwoFactorRefused ||
      (error instanceof TrackerApiError && error.status === 401)
    ) {
      context.log(
        `pulse-tracker: ${error instanceof SignInNeeded || error instanceof TwoFactorRefused ? error.message : 'the server refused this device (signed out or revoked): run `pulse-tracker login` again.'}`,
      );
      return 3;
    }
    context.log(`pulse-tracker: ${(error as Error).message}`);
    return 1;
  }
};
