import { describe, expect, it } from 'vitest';
import { createTestClock } from '../test-support/test-clock';
import { createDependencyMonitor } from './dependency-monitor';

describe('createDependencyMonitor', () => {
  it('logs one line when a dependency fails and one when it is back, whatever happens between', () => {
    const lines: string[] = [];
    const clock = createTestClock();
    const monitor = createDependencyMonitor(
      { warn: (line) => lines.push(`warn ${line}`), info: (line) => lines.push(`info ${line}`) },
      clock,
    );
    monitor.succeeded('database');
    for (let request = 0; request < 50; request += 1) monitor.failed('database', 'connect ECONNREFUSED');
    expect(monitor.stateOf('database')).toEqual({
      status: 'failing',
      since: clock.now(),
      detail: 'connect ECONNREFUSED',
    });
    expect(monitor.stateOf('redis').status).toBe('ok');
    clock.advance(3_200);
    monitor.succeeded('database');
    monitor.succeeded('database');
    expect(lines).toEqual([
      'warn database unavailable: connect ECONNREFUSED',
      'info database available again after 3.2 s',
    ]);
  });
});
