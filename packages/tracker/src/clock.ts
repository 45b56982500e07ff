// The agent's notion of time. Real time by default; tests and demos replay a past stretch faster
// (`speed` simulated milliseconds per real one), never running ahead of the real now.
export type AgentClock = { now(): Date };

export const systemClock: AgentClock = { now: () => new Date() };

export const createSimulatedClock = (start: Date, speed: number, realNow = () => Date.now()): AgentClock => {
  const realStart = realNow();
  return {
    now: () => new Date(Math.min(realNow(), start.getTime() + (realNow() - realStart) * speed)),
  };
};

// Resolves after `ms`, or at once when the signal aborts.
export const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

// What the agent waits with (polls, retry delays). Real time even when the clock above replays a
// past stretch faster: backoff and the server's Retry-After are about the server's real seconds.
// Monotonic, so a wall-clock jump cannot hold the uploads back. Tests pass a fake one.
export type AgentTimer = { now(): number; sleep(ms: number, signal: AbortSignal): Promise<void> };

export const systemTimer: AgentTimer = { now: () => performance.now(), sleep: pause };
