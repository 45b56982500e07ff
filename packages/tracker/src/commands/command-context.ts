import { homedir } from 'node:os';
import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { agentHome } from '../agent-home';
import { runCommand, type ServiceContext } from '../service/background-service';

// What a command takes from its surroundings: cli.ts gives it this process's, and tests run a
// command in-process with their own (an agent home, a user home, the lines printed).
export type CommandContext = {
  // The agent's files: $PULSE_TRACKER_HOME or ~/.config/pulse-tracker.
  home: string;
  // The user's home directory, where the background service's unit or agent file goes.
  homeDir: string;
  env: NodeJS.ProcessEnv;
  // bin/pulse-tracker.mjs, which the background service runs.
  launcherPath: string;
  // The time a pause starts and ends, a selection is made and `status` is asked at.
  now: () => Date;
  // The zone times are shown in: the computer's (undefined), or a test's.
  timeZone?: string;
  // A line for stdout (what the command answers) and one for stderr (what a running agent says).
  print: (line: string) => void;
  log: (line: string) => void;
  // Asks the person at the terminal and answers their reply; absent without a terminal (a script, a
  // service), where a command that needs a decision must be told it by an option instead.
  ask?: (question: string) => Promise<string>;
};

const askOnTerminal = async (question: string) => {
  const readline = createInterface({ input: stdin, output: stdout });
  try {
    return await readline.question(question);
  } finally {
    readline.close();
  }
};

export const processContext = (launcherPath: string): CommandContext => ({
  home: agentHome(),
  homeDir: homedir(),
  env: process.env,
  launcherPath,
  now: () => new Date(),
  print: (line) => console.log(line),
  log: (line) => console.error(line),
  ask: stdin.isTTY && stdout.isTTY ? askOnTerminal : undefined,
});

export const serviceContextOf = (context: CommandContext): ServiceContext => ({
  platform: process.platform,
  homeDir: context.homeDir,
  agentHomeDir: context.home,
  env: context.env,
  run: runCommand,
});
