// `npm start`'s supervisor: runs the server in the foreground, starts it again after a
// crash with a backoff (restart-policy.mjs), and ends with it when asked to stop. Plain Node ESM with
// no dependencies, like start.mjs.
import { spawn } from 'node:child_process';
import {
  decideAfterExit,
  describeExit,
  exitStatusOf,
  formatSeconds,
  RESTART_POLICY,
} from './restart-policy.mjs';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

// Runs `node <args>` until it stops for good; resolves with the status the launcher should exit with.
// `policy` is an option so the integration test runs in milliseconds instead of seconds.
export const superviseServer = ({ args, cwd, env, policy = RESTART_POLICY, log = console.log }) =>
  new Promise((resolve) => {
    let server;
    let startedAt = 0;
    let streak = 0;
    let restarts = 0;
    let isStopRequested = false;
    let restartTimer;
    let lastForwardedAt = 0;

    const isRunning = () => server !== undefined && server.exitCode === null && server.signalCode === null;

    const finish = (status) => {
      clearInterval(parentWatch);
      for (const signal of STOP_SIGNALS) process.off(signal, onStopSignal);
      process.off('exit', stopServer);
      resolve(status);
    };

    const start = () => {
      restartTimer = undefined;
      startedAt = performance.now();
      // The server runs in its own process group so that a Ctrl+C reaches it exactly once, through us:
      // the terminal signals our group and npm forwards the same signal again, and a second SIGINT
      // would cut the server's clean shutdown (closing the embedded database) short.
      server = spawn(process.execPath, args, { cwd, stdio: 'inherit', env, detached: true });
      server.on('exit', (code, signal) => {
        const ranForMs = performance.now() - startedAt;
        const decision = decideAfterExit({ code, signal, isStopRequested, ranForMs, streak }, policy);
        if (decision.action === 'exit') {
          if (decision.isConfigurationError)
            log(
              `[start] the server stopped (${describeExit(code, signal)}: invalid configuration); not starting it again`,
            );
          finish(decision.status);
          return;
        }
        streak = decision.streak;
        restarts += 1;
        log(
          `[start] the server stopped (${describeExit(code, signal)}); starting it again in ${formatSeconds(decision.delayMs)} (restart ${restarts})`,
        );
        restartTimer = setTimeout(start, decision.delayMs);
      });
    };

    const onStopSignal = (signal) => {
      isStopRequested = true;
      // Between a crash and the next start there is no server to stop: end now, as a shell would.
      if (restartTimer) {
        clearTimeout(restartTimer);
        finish(exitStatusOf(null, signal));
        return;
      }
      // Duplicates within a second are the same stop request; a later one is a deliberate second
      // Ctrl+C and is passed on (the server then stops at once).
      const now = Date.now();
      if (now - lastForwardedAt < 1000) return;
      lastForwardedAt = now;
      if (isRunning()) server.kill(signal);
    };
    for (const signal of STOP_SIGNALS) process.on(signal, onStopSignal);

    // npm passes a SIGTERM to its `sh -c` and not always on to us: when our parent goes away, stop as
    // if we had been asked to, so a supervisor that signals npm alone never leaves an orphaned server.
    const parentPid = process.ppid;
    const parentWatch = setInterval(() => {
      if (process.ppid === parentPid) return;
      clearInterval(parentWatch);
      process.emit('SIGTERM', 'SIGTERM');
    }, 1000);
    parentWatch.unref();

    // Never leave the server behind if the launcher ends some other way (its own group misses our
    // signals).
    const stopServer = () => {
      if (isRunning()) server.kill('SIGTERM');
    };
    process.on('exit', stopServer);

    start();
  });
