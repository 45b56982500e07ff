import { TrackerApiError } from '../api/tracker-client';
import { TwoFactorRefused } from '../device-sign-in';
import type { CommandContext } from './command-context';
import { NoSuchChoice, SignInNeeded, UsageError } from './command-errors';
import { install } from './install';
import { login } from './login';
import { logout } from './logout';
import { pause } from './pause';
import { project } from './project';
import { resume } from './resume';
import { run } from './run';
import { simulate } from './simulate';
import { status } from './status';
import { uninstall } from './uninstall';

export const USAGE = `Usage:
  pulse-tracker login --server URL --email E      (password from the TTY or PULSE_TRACKER_PASSWORD;
                                                   with two-factor on, the code too, or PULSE_TRACKER_CODE)
  pulse-tracker run [--capture desktop|simulated] [--poll-seconds N]
                                                   capture and upload until Ctrl+C / SIGTERM; desktop
                                                   (the default in a desktop session) watches this
                                                   computer, simulated makes up a working day (demo)
  pulse-tracker run --capture activitywatch [--aw-url URL]
                                                   windows and AFK from a local ActivityWatch
                                                   (default http://localhost:5600)
  pulse-tracker status                             who is signed in, pause, queue, capture and service
  pulse-tracker pause [--minutes N]                track nothing until \`resume\` (or for N minutes);
                                                   that time is shown to you as paused
  pulse-tracker resume
  pulse-tracker install [--capture desktop|activitywatch] [--aw-url URL]
                                                   run the agent in the background at every login
                                                   (systemd user unit / launchd agent / logon task)
  pulse-tracker uninstall
  pulse-tracker project list                       your projects and their open to-dos (* = selected)
  pulse-tracker project select PROJECT [--todo TODO]
                                                   work on a project (and a to-do), by name or id;
                                                   a running agent follows within a capture window
  pulse-tracker project select --none              work on no project
  pulse-tracker logout
  pulse-tracker simulate --server URL --admin-email E --employees N --days D [--employee-password P] [--seed S]
                                                   (administrator's password from PULSE_TRACKER_PASSWORD;
                                                   employees' from P, PULSE_EMPLOYEE_PASSWORD or the same)

Files live in $PULSE_TRACKER_HOME or ~/.config/pulse-tracker.
Testing/demo options of run: --until ISO (stop there, exit once sent); with the simulated source only: --clock-start ISO (replay from then), --clock-speed N, --seed S.`;

const dispatch = async (command: string | undefined, args: string[], context: CommandContext) => {
  if (command === 'login') return login(args, context);
  if (command === 'run') return run(args, context);
  if (command === 'status') return status(context);
  if (command === 'pause') return pause(args, context);
  if (command === 'resume') return resume(context);
  if (command === 'install') return install(args, context);
  if (command === 'uninstall') return uninstall(context);
  if (command === 'project') return project(args, context);
  if (command === 'logout') return logout(context);
  if (command === 'simulate') return simulate(args, context);
  if (command === undefined || command === 'help' || command === '--help') {
    context.print(USAGE);
    return;
  }
  throw new UsageError(`unknown command "${command}"`);
};

// Runs `pulse-tracker <command> <args>` and answers its exit code (see command-errors.ts); what the
// command fails with goes to the context's stderr.
export const runCommandLine = async ([command, ...args]: string[], context: CommandContext) => {
  try {
    await dispatch(command, args, context);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      context.log(`pulse-tracker: ${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof NoSuchChoice) {
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
