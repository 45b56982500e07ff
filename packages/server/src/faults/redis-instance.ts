import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createConnection } from 'node:net';
import { pollUntil } from './fault-tools';
import { freePort } from './free-port';

// A redis-server of the suite's own on a free port, with nothing kept on disk: killed and started
// again on the same port, as an outage of the Redis that instances share.
const answersPing = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

export const createRedisInstance = async () => {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await pollUntil(
      `redis-server on port ${port} answering`,
      async () => ((await answersPing(port)) ? true : undefined),
      {
        timeoutMs: 5000,
      },
    );
  };
  // SIGKILL: Redis vanishes at once, connections reset, as when its machine dies.
  const kill = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGKILL');
    await exited;
  };
  return { url: `redis://127.0.0.1:${port}`, start, kill };
};

export type RedisInstance = Awaited<ReturnType<typeof createRedisInstance>>;
