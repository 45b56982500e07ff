import { readFileSync, writeFileSync } from 'node:fs';

// The most resident memory the process gained while `run` ran: its peak, not what is left when it
// ends (a parse that inflates a gigabyte and drops it leaves nothing behind once collected). Linux
// keeps the peak (VmHWM) and resets it to the current size on request (clear_refs 5), so this reads
// the peak of exactly this call. Only `*.memory.test.ts` files use it: each runs in a process of its
// own (vitest.memory.config.ts). No collection is forced first: it would hand the heap's pages back,
// and the peak would count the heap growing to its working size again.
const statusKilobytes = (field: 'VmRSS' | 'VmHWM') => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync('/proc/self/status', 'utf8'));
  if (!match?.[1]) throw new Error(`/proc/self/status has no ${field}`);
  return Number(match[1]) * 1024;
};

export const peakMemoryGrowth = async <T>(run: () => Promise<T>): Promise<{ result: T; bytes: number }> => {
  writeFileSync('/proc/self/clear_refs', '5');
  const before = statusKilobytes('VmRSS');
  const result = await run();
  return { result, bytes: statusKilobytes('VmHWM') - before };
};
