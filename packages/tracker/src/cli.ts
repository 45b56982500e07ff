import { fileURLToPath } from 'node:url';
import { processContext } from './commands/command-context';
import { runCommandLine } from './commands/command-line';

// The same agent as this invocation for the background service: bin/ lies beside src/, and beside
// dist/ where the bundle of this file runs (so the path is taken here, not in commands/).
const launcherPath = fileURLToPath(new URL('../bin/pulse-tracker.mjs', import.meta.url));

// Exits at once when the command is done: a running agent's timers and sockets must not hold it.
process.exit(await runCommandLine(process.argv.slice(2), processContext(launcherPath)));
