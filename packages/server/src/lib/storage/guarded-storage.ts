import { randomUUID } from 'node:crypto';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import { describeFailure, isDiskFull, storageFull, storageUnavailable } from '../dependency-errors';
import type { DependencyMonitor } from '../dependency-monitor';
import type { FileStorage } from './storage';

// Probing writes a file: often enough to notice that space was freed, rarely enough that a load
// balancer checking every second does not write every second (S3 bills by the request).
const PROBE_INTERVAL_MS = 5_000;
const HEALTHY_PROBE_INTERVAL_MS = 30_000;

export type GuardedStorage = {
  storage: FileStorage;
  // Resolves when a write can succeed; otherwise throws the outage's problem (507 or 503) without
  // touching the store more than a probe every few seconds. Uploads call it before the costly work
  // (decoding an image), so a client retrying during an outage costs almost nothing.
  ensureWritable: () => Promise<void>;
  // For the readiness check: probes when the last look is older than its interval.
  check: () => Promise<void>;
};

// The file store as the routes use it: a full disk becomes 507 STORAGE_FULL and any other failure
// of the store 503 STORAGE_UNAVAILABLE (both with Retry-After), and the monitor hears of each change.
// The stores already write nothing half (a temporary name renamed into place; one S3 request).
export const guardStorage = (
  inner: FileStorage,
  monitor: DependencyMonitor,
  clock: Clock,
): GuardedStorage => {
  let lastProblem: AppError | null = null;
  let lastLookAt = Number.NEGATIVE_INFINITY;
  const probeKey = `pulse-health/probe-${randomUUID()}`;

  const succeeded = () => {
    lastProblem = null;
    lastLookAt = clock.now().getTime();
    monitor.succeeded('storage');
  };
  // Only a write proves the store writable again: reads and deletes go on working on a full disk
  // (an upload cleaning up after its failed write is one).
  const guarded = async <Result>(operation: () => Promise<Result>, isWrite = false): Promise<Result> => {
    try {
      const result = await operation();
      if (isWrite) succeeded();
      return result;
    } catch (error) {
      // A refused key is a bug in the caller, not an outage.
      if (
        error instanceof AppError ||
        (error instanceof Error && error.message.startsWith('Refused storage key'))
      )
        throw error;
      lastProblem = isDiskFull(error) ? storageFull() : storageUnavailable();
      lastLookAt = clock.now().getTime();
      monitor.failed(
        'storage',
        isDiskFull(error) ? `the disk is full (${describeFailure(error)})` : describeFailure(error),
      );
      throw lastProblem;
    }
  };
  const probe = () =>
    guarded(async () => {
      await inner.put(probeKey, Buffer.from('ok'), 'text/plain');
      await inner.delete(probeKey);
    }, true);
  const lookIfOlderThan = async (intervalMs: number) => {
    if (clock.now().getTime() - lastLookAt < intervalMs) {
      if (lastProblem) throw lastProblem;
      return;
    }
    await probe();
  };

  return {
    storage: {
      kind: inner.kind,
      put: (key, body, contentType) => guarded(() => inner.put(key, body, contentType), true),
      get: (key) => guarded(() => inner.get(key)),
      delete: (key) => guarded(() => inner.delete(key)),
      list: () => inner.list(),
    },
    ensureWritable: async () => {
      if (!lastProblem) return;
      await lookIfOlderThan(PROBE_INTERVAL_MS);
    },
    check: () => lookIfOlderThan(lastProblem ? PROBE_INTERVAL_MS : HEALTHY_PROBE_INTERVAL_MS),
  };
};
