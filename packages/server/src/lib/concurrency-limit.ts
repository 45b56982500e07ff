// Runs at most `limit` of the tasks given to it at once; the others wait their turn, first come first
// served. For work that is heavy in memory for a moment (hardening: zip bombs; a salary sheet parse
// holds its whole workbook), so a burst of requests queues instead of piling up in one process.
export const createConcurrencyLimit = (limit: number) => {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finishing task hands its place straight to the next in line, so `running` never dips below
    // the limit while anyone waits and a newcomer cannot overtake them.
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
};
