// Injected so that tests can move time (session expiry) without sleeping.
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };
