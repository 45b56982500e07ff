import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit';

// A task the test finishes by hand, so no timing is involved.
const manualTask = (name: string, started: string[]) => {
  let finish = () => {};
  const run = () =>
    new Promise<string>((resolve) => {
      started.push(name);
      finish = () => resolve(name);
    });
  return { run, finish: () => finish() };
};

describe('concurrency limit', () => {
  it('runs two at once and starts the next, in order, as each one ends', async () => {
    const limit = createConcurrencyLimit(2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => manualTask(name, started));
    const results = tasks.map((task) => limit(task.run));
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);

    tasks[1]?.finish();
    expect(await results[1]).toBe('b');
    expect(started).toEqual(['a', 'b', 'c']);

    tasks[0]?.finish();
    expect(await results[0]).toBe('a');
    expect(started).toEqual(['a', 'b', 'c', 'd']);

    tasks[2]?.finish();
    tasks[3]?.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('frees the place of a task that fails', async () => {
    const limit = createConcurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error('broken sheet')))).rejects.toThrow('broken sheet');
    expect(await limit(async () => 'next')).toBe('next');
  });
});
