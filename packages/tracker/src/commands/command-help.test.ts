import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCommandInProcess } from '../test-support/run-command-in-process';
import { asksForHelp, type CommandHelp, formatCommandHelp } from './command-help';
import { COMMANDS } from './command-line';

const example = {
  summary: 'Do a thing',
  usage: ['thing [--times N]', 'thing --never'],
  options: {
    times: { type: 'string', value: 'N', description: 'do it N times' },
    never: { type: 'boolean', short: 'n', description: 'do not do it' },
  },
  environment: { THING_TOKEN: 'the token' },
} as const satisfies CommandHelp;

describe('the help of a command, from its declared options', () => {
  it('lists its forms, what it does, each option on a line of its own and its variables', () => {
    expect(formatCommandHelp(example)).toBe(
      [
        'Usage: pulse-tracker thing [--times N]',
        '       pulse-tracker thing --never',
        '',
        'Do a thing',
        '',
        'Options:',
        '      --times N  do it N times',
        '  -n, --never    do not do it',
        '  -h, --help     show this help and exit',
        '',
        'Environment:',
        '  THING_TOKEN  the token',
      ].join('\n'),
    );
  });

  it.each([
    ['--help', ['--help'], true],
    ['-h', ['-h'], true],
    ['after other options, even unknown ones', ['--times', '3', '--bogus', '--help'], true],
    ['the value of an option is not -h', ['--times', '-h'], false],
    ['after --, a word', ['--', '-h'], false],
    ['none', ['--times', '3'], false],
  ] as const)('asks for help: %s', (_, args, expected) => {
    expect(asksForHelp(args, example)).toBe(expected);
  });
});

describe('every command answers --help, -h and `help <command>`', () => {
  // A home with nothing in it: help must not need a sign-in, nor touch any file.
  const home = mkdtempSync(join(tmpdir(), 'pulse-tracker-help-'));
  afterAll(() => rmSync(home, { recursive: true, force: true }));

  it.each(Object.entries(COMMANDS))('%s', async (name, { help }) => {
    for (const args of [
      [name, '--help'],
      [name, '-h'],
      ['help', name],
    ]) {
      const answer = await runCommandInProcess(home, args);
      expect(answer, args.join(' ')).toEqual({ code: 0, stdout: `${formatCommandHelp(help)}\n`, stderr: '' });
    }
    for (const option of Object.keys(help.options)) expect(formatCommandHelp(help)).toContain(`--${option}`);
  });

  it('lists the commands for --help, help and no command at all', async () => {
    for (const args of [['--help'], ['-h'], ['help'], []]) {
      const answer = await runCommandInProcess(home, args);
      expect(answer.code).toBe(0);
      for (const name of Object.keys(COMMANDS)) expect(answer.stdout).toContain(`\n  ${name} `);
    }
  });

  it.each([
    ['an unknown command', ['frobnicate'], 'unknown command "frobnicate"', 'Commands:'],
    ['help on an unknown command', ['help', 'frobnicate'], 'unknown command "frobnicate"', 'Commands:'],
    [
      'an option the command does not take',
      ['status', '--verbose'],
      "Unknown option '--verbose'",
      'Usage: pulse-tracker status\nRun `pulse-tracker status --help` for its options.',
    ],
  ])('refuses %s with exit 2 and says where help is', async (_, args, message, hint) => {
    const answer = await runCommandInProcess(home, args);
    expect(answer.code).toBe(2);
    expect(answer.stderr).toContain(`pulse-tracker: ${message}`);
    expect(answer.stderr).toContain(hint);
  });
});
