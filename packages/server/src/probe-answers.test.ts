import { it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from './db/seed/demo';
import { answerMessage } from './modules/assistant/assistant.service';
import type { Intent } from './modules/assistant/assistant-intent';
import { authFor, useReadOnlyTestApp } from './test-support/test-app';

const testApp = useReadOnlyTestApp({ withDemoHistory: true });
const E = DEMO_EMPLOYEE_EMAIL;
const A = DEMO_ADMIN_EMAIL;
const CASES: [string, string[], string][] = JSON.parse(process.env.PROBE ?? '[]').map(
  ([who, before, q]: [string, string[], string]) => [who === 'A' ? A : E, before, q],
);
it('probe', { timeout: 300_000 }, async () => {
  for (const [who, before, q] of CASES) {
    const { auth, employee } = await authFor(testApp, who);
    const asker = { auth, name: employee.name };
    let previous: Intent | null = null;
    for (const b of before)
      previous = (await answerMessage(testApp, asker, b, testApp.clock.now(), previous)).intent;
    const { answer, intent } = await answerMessage(testApp, asker, q, testApp.clock.now(), previous);
    console.log(
      `Q[${who === A ? 'A' : 'E'}] ${q}\n  prev ${JSON.stringify(previous)}\n  intent ${JSON.stringify(intent)}\n  ${answer.text.replaceAll('\n', '\n  ')}\n`,
    );
  }
});
