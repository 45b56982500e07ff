import { uninstallService } from '../service/background-service';
import { type CommandContext, serviceContextOf } from './command-context';

export const uninstall = async (context: CommandContext) => {
  context.print(await uninstallService(serviceContextOf(context)));
};
