import type { AppError } from './app-error';
import type { Clock } from './clock';
import { dependencyProblemOf, describeFailure } from './dependency-errors';

// What Pulse depends on besides its own process. The database is the one it cannot serve without;
// the others degrade one feature each (uploads, cross-instance live events, mail).
export const DEPENDENCIES = ['database', 'storage', 'redis', 'mail'] as const;
export type Dependency = (typeof DEPENDENCIES)[number];

export type DependencyState =
  | { status: 'ok'; since: Date }
  | { status: 'failing'; since: Date; detail: string };

export type DependencyLog = {
  warn: (message: string) => void;
  info: (message: string) => void;
};

// Each dependency's last known state, from what real work and the health checks saw. The log gets
// one line when a state changes, never one per failing request: during an outage every request
// fails the same way, and hundreds of identical stack traces hide everything else (and once carried
// bound parameters).
export type DependencyMonitor = {
  failed: (dependency: Dependency, detail: string) => void;
  succeeded: (dependency: Dependency) => void;
  stateOf: (dependency: Dependency) => DependencyState;
};

const describeDuration = (ms: number) =>
  ms < 1000 ? `${ms} ms` : ms < 120_000 ? `${Math.round(ms / 100) / 10} s` : `${Math.round(ms / 60_000)} min`;

export const createDependencyMonitor = (log: DependencyLog, clock: Clock): DependencyMonitor => {
  const states = new Map<Dependency, DependencyState>();
  const stateOf = (dependency: Dependency): DependencyState =>
    states.get(dependency) ?? { status: 'ok', since: new Date(0) };
  return {
    stateOf,
    failed: (dependency, detail) => {
      const previous = stateOf(dependency);
      if (previous.status === 'failing') return;
      states.set(dependency, { status: 'failing', since: clock.now(), detail });
      log.warn(`${dependency} unavailable: ${detail}`);
    },
    succeeded: (dependency) => {
      const previous = stateOf(dependency);
      if (previous.status === 'ok') return;
      const now = clock.now();
      states.set(dependency, { status: 'ok', since: now });
      log.info(
        `${dependency} available again after ${describeDuration(now.getTime() - previous.since.getTime())}`,
      );
    },
  };
};

// A piece of work failed: an outage of a dependency goes to the monitor (one line when the state
// changes), anything else to the log with its error. Returns the outage's answer for a client.
export const reportFailure = (
  monitor: DependencyMonitor,
  log: { error: (fields: { err: unknown }, message: string) => void },
  error: unknown,
  what: string,
): AppError | undefined => {
  const problem = dependencyProblemOf(error);
  if (problem)
    monitor.failed(problem.code === 'DATABASE_UNAVAILABLE' ? 'database' : 'storage', describeFailure(error));
  else log.error({ err: error }, what);
  return problem;
};
