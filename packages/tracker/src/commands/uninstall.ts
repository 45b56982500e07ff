import { uninstallService } from '../service/background-service';
import { type CommandContext, serviceContextOf } from './command-context';
import type { CommandHelp } from './command-help';

export const uninstallHelp = {
  summary: 'Stop the background service and remove it (signed in stays signed in)',
  usage: ['uninstall'],
  options: {},
} as const satisfies CommandHelp;

export const uninstall = async (context: CommandContext) => {
  context.print(await uninstallService(serviceContextOf(context)));
};
