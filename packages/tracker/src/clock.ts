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
