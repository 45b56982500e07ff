import { parseArgs } from 'node:util';

// A command's options are declared once, here in this shape: node:util's parseArgs reads `type` and
// `short` (and ignores the rest), the help text reads `value` and `description`. So an option cannot
// be accepted without being described, nor described without being accepted.
export type CommandOption = {
  type: 'string' | 'boolean';
  short?: string;
  // The placeholder shown after a string option: `--minutes N`.
  value?: string;
  // One line.
  description: string;
};

export type CommandHelp = {
  // One line in the list of commands.
  summary: string;
  // The command's forms, each after `pulse-tracker `.
  usage: readonly string[];
  // What the command does, when it takes more than the summary.
  details?: readonly string[];
  options: Readonly<Record<string, CommandOption>>;
  // Words after the command that are not options (`project select NAME`).
  hasPositionals?: boolean;
  // Environment variables the command reads, with what for.
  environment?: Readonly<Record<string, string>>;
};

const HELP_OPTION: CommandOption = { type: 'boolean', short: 'h', description: 'show this help and exit' };

// Two columns: the labels padded to the longest, so the descriptions line up.
const table = (rows: readonly (readonly [string, string])[]) => {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, text]) => `  ${label.padEnd(width)}  ${text}`);
};

const optionLabel = (name: string, option: CommandOption) =>
  `${option.short ? `-${option.short}, ` : '    '}--${name}${option.type === 'string' ? ` ${option.value ?? 'VALUE'}` : ''}`;

export const formatCommandHelp = (help: CommandHelp) => {
  const options = { ...help.options, help: HELP_OPTION };
  const lines = [
    ...help.usage.map((form, index) => `${index === 0 ? 'Usage: ' : '       '}pulse-tracker ${form}`),
    '',
    ...(help.details ?? [help.summary]),
    '',
    'Options:',
    ...table(
      Object.entries(options).map(([name, option]) => [optionLabel(name, option), option.description]),
    ),
  ];
  if (help.environment) lines.push('', 'Environment:', ...table(Object.entries(help.environment)));
  return lines.join('\n');
};

export const formatOverview = (commands: Readonly<Record<string, { help: CommandHelp }>>) =>
  [
    'Usage: pulse-tracker <command> [options]',
    '',
    'Commands:',
    ...table(Object.entries(commands).map(([name, { help }]) => [name, help.summary])),
    '',
    'Run `pulse-tracker <command> --help` (or `pulse-tracker help <command>`) for its options.',
    'Files live in $PULSE_TRACKER_HOME or ~/.config/pulse-tracker.',
  ].join('\n');

// What a usage error shows under its message: the command's forms and where its options are.
export const formatUsageHint = (name: string, help: CommandHelp) =>
  [
    ...help.usage.map((form, index) => `${index === 0 ? 'Usage: ' : '       '}pulse-tracker ${form}`),
    `Run \`pulse-tracker ${name} --help\` for its options.`,
  ].join('\n');

// Whether --help or -h is among the arguments, whatever else is there (an unknown option or a missing
// value must not hide the help asked for). Read leniently with the command's own options, so that the
// value of one of them is never taken for -h (`--email -h`), nor is anything after `--`.
export const asksForHelp = (args: readonly string[], help: CommandHelp) =>
  parseArgs({
    args: [...args],
    options: { ...help.options, help: HELP_OPTION },
    strict: false,
    allowPositionals: true,
    tokens: true,
  }).tokens.some((token) => token.kind === 'option' && token.name === 'help');

// Refuses an option the command does not declare, or a word it does not take, before it runs.
export const checkArgs = (args: readonly string[], help: CommandHelp) => {
  parseArgs({ args: [...args], options: help.options, allowPositionals: help.hasPositionals ?? false });
};
