import { readFileSync } from 'node:fs';
import { afterAll, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from './db/seed/demo';
import { answerMessage } from './modules/assistant/assistant.service';
import type { Intent } from './modules/assistant/assistant-intent';
import { authFor, useReadOnlyTestApp } from './test-support/test-app';

const testApp = useReadOnlyTestApp({ withDemoHistory: true });
afterAll(() => testApp.reset());
it('probe', { timeout: 600_000 }, async () => {
  const lines = readFileSync('/tmp/probe.txt', 'utf8').split('\n').filter((l) => l.trim() !== '');
  const out: string[] = [];
  for (const line of lines) {
    const isAdmin = line.startsWith('A:');
    const session = await authFor(testApp, isAdmin ? DEMO_ADMIN_EMAIL : DEMO_EMPLOYEE_EMAIL);
    const asker = { auth: session.auth, name: session.employee.name };
    let previous: Intent | null = null;
    let text = '';
    for (const q of line.replace(/^A:/, '').split(' => ')) {
      const read = await answerMessage(testApp, asker, q, testApp.clock.now(), previous);
      previous = read.intent;
      text = read.answer.text;
    }
    out.push(`Q ${line}\n  ${text.replaceAll('\n', '\n  ')}`);
  }
  console.log(`\n${out.join('\n')}`);
});
