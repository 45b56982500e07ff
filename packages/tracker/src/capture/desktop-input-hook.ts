import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InputKind } from './desktop-backend';
import { available, type Capability, unavailable } from './desktop-capabilities';

const START_TIMEOUT_MS = 10_000;
// Found from the package's root: this module runs from src/capture/ or bundled into dist/.
const packageRoot = () => {
  let directory = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(directory, 'package.json')) && directory !== dirname(directory))
    directory = dirname(directory);
  return directory;
};
const CHILD = join(packageRoot(), 'src', 'capture', 'desktop-input-hook-child.mjs');

type HookMessage =
  | { started: true; lastInputAt: number }
  | { keyPresses: number; mouseClicks: number; lastInputAt: number };

export type InputHook = {
  capability: Capability;
  onInput?: (listener: (kind: InputKind) => void) => void;
  idleMilliseconds?: () => Promise<number>;
  close: () => void;
};

// Input counts (and idle time from the last input) on macOS and Windows, through uiohook-napi's
// prebuilt hook in a child process (see desktop-input-hook-child.mjs). If the hook cannot start or
// dies later, the capability says why and the agent tracks the rest.
export const openInputHook = (platformName: string): Promise<InputHook> =>
  new Promise((resolve) => {
    const child = fork(CHILD, [], { execArgv: [], stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = `${stderr}${chunk.toString()}`.slice(-2000);
    });
    const listeners: ((kind: InputKind) => void)[] = [];
    let lastInputAt = Date.now();
    let isRunning = false;
    const reason = () => stderr.trim().split('\n').filter(Boolean).at(-1) ?? 'the input hook stopped';
    const close = () => {
      isRunning = false;
      if (child.connected) child.disconnect();
      child.kill();
    };
    const timer = setTimeout(() => {
      close();
      resolve({ capability: unavailable(`${platformName}: the input hook did not start`), close });
    }, START_TIMEOUT_MS);

    child.on('message', (message: HookMessage) => {
      lastInputAt = message.lastInputAt;
      if ('started' in message) {
        clearTimeout(timer);
        isRunning = true;
        resolve({
          capability: available(`${platformName}: uiohook-napi (counts only)`),
          onInput: (listener) => {
            listeners.push(listener);
          },
          idleMilliseconds: async () => {
            if (!isRunning) throw new Error(reason());
            return Math.max(0, Date.now() - lastInputAt);
          },
          close,
        });
        return;
      }
      for (const listener of listeners) {
        for (let index = 0; index < message.keyPresses; index += 1) listener('key');
        for (let index = 0; index < message.mouseClicks; index += 1) listener('click');
      }
    });
    child.on('exit', () => {
      clearTimeout(timer);
      const wasRunning = isRunning;
      isRunning = false;
      if (!wasRunning) resolve({ capability: unavailable(`${platformName}: ${reason()}`), close });
    });
  });
