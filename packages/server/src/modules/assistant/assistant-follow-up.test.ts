import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL } from '../../db/seed/demo';
import { authFor, useReadOnlyTestApp } from '../../test-support/test-app';
import { answerMessage } from './assistant.service';

// A follow-up reads the subject the previous answer found (kept with the stored intent, or from an
// earlier part of the same message): the demo has one project over its estimate, Customer Portal
// Redesign, managed by Arjun Rao.
const testApp = useReadOnlyTestApp({ withDemoHistory: true });

describe('a follow-up on the subject the previous answer found', () => {
  it("keeps the one project found over budget, so 'who manages it?' is asked of it", async () => {
    const session = await authFor(testApp, DEMO_ADMIN_EMAIL);
    const asker = { auth: session.auth, name: session.employee.name };
    const now = testApp.clock.now();
    const first = await answerMessage(testApp, asker, 'Which project is over budget?', now);
    expect(first.intent).toEqual({ kind: 'projects-over-budget', project: 'Customer Portal Redesign' });
    const next = await answerMessage(testApp, asker, 'who manages it?', now, first.intent);
    expect(next.intent).toEqual({ kind: 'project-manager', project: 'Customer Portal Redesign' });
    expect(next.answer.text).toContain('Arjun Rao');
  });

  it('reads a later part of the same message about what an earlier part found', async () => {
    const session = await authFor(testApp, DEMO_ADMIN_EMAIL);
    const asker = { auth: session.auth, name: session.employee.name };
    const read = await answerMessage(
      testApp,
      asker,
      'Which project has gone over budget and who is its manager?',
      testApp.clock.now(),
    );
    expect(read.answer.text).toContain('Customer Portal Redesign');
    expect(read.answer.text).toContain('Arjun Rao');
    expect(read.intent).toEqual({ kind: 'project-manager', project: 'Customer Portal Redesign' });
  });

  it("keeps the one colleague an answer named, so a later part's 'he' is asked of them", async () => {
    const session = await authFor(testApp, DEMO_ADMIN_EMAIL);
    const asker = { auth: session.auth, name: session.employee.name };
    const read = await answerMessage(
      testApp,
      asker,
      'who was marked absent in feb and how many leaves has he taken this year?',
      testApp.clock.now(),
    );
    expect(read.intent).toMatchObject({ kind: 'about-person', person: 'Vikram Singh', subject: 'leave' });
    expect(read.answer.text).toContain('Vikram Singh');
  });
});
