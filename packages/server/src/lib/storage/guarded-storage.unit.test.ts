import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../test-support/test-clock';
import { createDependencyMonitor } from '../dependency-monitor';
import { guardStorage } from './guarded-storage';
import type { FileStorage } from './storage';

// A store that fails its writes with the given error until `failure` is set back to null.
const failingStore = () => {
  const state: { failure: Error | null; writes: number } = { failure: null, writes: 0 };
  const files = new Map<string, Buffer>();
  const store: FileStorage = {
    kind: 'local',
    put: async (key, body) => {
      state.writes += 1;
      if (state.failure) throw state.failure;
      files.set(key, body);
    },
    get: async () => null,
    delete: async (key) => {
      files.delete(key);
    },
    list: async function* () {},
  };
  return { store, state, files };
};

const errorWithCode = (message: string, code: string) => Object.assign(new Error(message), { code });

const guarded = () => {
  const clock = createTestClock();
  const lines: string[] = [];
  const monitor = createDependencyMonitor(
    { warn: (line) => lines.push(line), info: (line) => lines.push(line) },
    clock,
  );
  const inner = failingStore();
  return { ...inner, clock, lines, monitor, guard: guardStorage(inner.store, monitor, clock) };
};

describe('guardStorage', () => {
  it.each([
    ['a full disk', errorWithCode('ENOSPC: no space left on device', 'ENOSPC'), 'STORAGE_FULL', 507],
    ['a full quota', errorWithCode('EDQUOT: disk quota exceeded', 'EDQUOT'), 'STORAGE_FULL', 507],
    [
      'an unreachable S3 endpoint',
      errorWithCode('connect ECONNREFUSED 127.0.0.1:9000', 'ECONNREFUSED'),
      'STORAGE_UNAVAILABLE',
      503,
    ],
    [
      'a read-only file system',
      errorWithCode('EROFS: read-only file system', 'EROFS'),
      'STORAGE_UNAVAILABLE',
      503,
    ],
    [
      'S3 answering 503 SlowDown',
      Object.assign(new Error('Please reduce your request rate.'), { name: 'SlowDown' }),
      'STORAGE_UNAVAILABLE',
      503,
    ],
  ])('answers %s with %s', async (_name, failure, code, status) => {
    const { guard, state, monitor } = guarded();
    state.failure = failure;
    await expect(
      guard.storage.put('org/news/1/banner.jpg', Buffer.from('x'), 'image/jpeg'),
    ).rejects.toMatchObject({
      code,
      status,
    });
    expect(monitor.stateOf('storage').status).toBe('failing');
  });

  it('passes a refused key through as the bug it is', async () => {
    const { guard, monitor } = guarded();
    const refusing = guardStorage(
      { ...failingStore().store, put: async () => Promise.reject(new Error('Refused storage key: "../x"')) },
      monitor,
      createTestClock(),
    );
    await expect(refusing.storage.put('x', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      'Refused storage key',
    );
    expect(monitor.stateOf('storage').status).toBe('ok');
    await expect(guard.ensureWritable()).resolves.toBeUndefined();
  });

  it('refuses writes without touching the store while it is known full, and probes again every 5 s', async () => {
    const { guard, state, clock, lines, files } = guarded();
    state.failure = errorWithCode('ENOSPC: no space left on device', 'ENOSPC');
    await expect(guard.storage.put('a', Buffer.from('x'), 'text/plain')).rejects.toMatchObject({
      code: 'STORAGE_FULL',
    });
    const writes = state.writes;
    clock.advance(4_999);
    await expect(guard.ensureWritable()).rejects.toMatchObject({
      code: 'STORAGE_FULL',
      retryAfterSeconds: 60,
    });
    expect(state.writes).toBe(writes);

    clock.advance(1);
    await expect(guard.ensureWritable()).rejects.toMatchObject({ code: 'STORAGE_FULL' });
    expect(state.writes).toBe(writes + 1);

    // A delete works on a full disk and proves nothing; space freed, the next probe passes.
    await guard.storage.delete('a');
    state.failure = null;
    clock.advance(5_000);
    await expect(guard.ensureWritable()).resolves.toBeUndefined();
    await expect(guard.ensureWritable()).resolves.toBeUndefined();
    expect(files.size).toBe(0);
    expect(lines).toEqual([
      'storage unavailable: the disk is full (ENOSPC: no space left on device)',
      'storage available again after 10 s',
    ]);
  });
});
