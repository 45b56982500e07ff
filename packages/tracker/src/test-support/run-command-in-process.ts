import { homedir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runCommandLine } from '../commands/command-line';

// `pulse-tracker <args>` run in this process with its files in `home`: what it printed on stdout and
// stderr, and its exit code. `env` adds to this process's variables (HOME also moves the user's
// home, TZ the zone times are shown in); `now` is the command's clock (default: real time); `answers`
// are what the person at the terminal replies, in order (none: no terminal).
export const runCommandInProcess = async (
  home: string,
  args: string[],
  env: Record<string, string> = {},
  now = () => new Date(),
  answers?: string[],
) => {
  let stdout = '';
  let stderr = '';
  const code = await runCommandLine(args, {
    home,
    homeDir: env.HOME ?? homedir(),
    env: { ...process.env, ...env },
    launcherPath: fileURLToPath(new URL('../../bin/pulse-tracker.mjs', import.meta.url)),
    now,
    timeZone: env.TZ,
    print: (line) => {
      stdout += `${line}\n`;
    },
    log: (line) => {
      stderr += `${line}\n`;
    },
    ask: answers
      ? async (question) => {
          stdout += question;
          return answers.shift() ?? '';
        }
      : undefined,
  });
  return { code, stdout, stderr };
};
