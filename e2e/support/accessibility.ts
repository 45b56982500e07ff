import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// What the browser's document.getAnimations() gives (this project's types have no DOM).
type RunningAnimation = { playState: string; effect: { getTiming: () => { iterations?: number } } | null };

const blockingImpacts = new Set(['serious', 'critical']);

// One axe analysis (WCAG 2 A and AA) of the page as it is now; serious and critical violations fail
// the test with each rule and the elements that break it. A full-page analysis takes seconds, so
// each screen is analysed once in the suite.
export const expectNoSeriousViolations = async (page: Page) => {
  // A dialog fading in is half transparent: axe would measure its text's contrast mid-fade. Finite
  // transitions end first; spinners and skeletons run forever and are left alone.
  await page.waitForFunction(() =>
    (globalThis as unknown as { document: { getAnimations: () => RunningAnimation[] } }).document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = results.violations.filter((violation) => blockingImpacts.has(violation.impact ?? ''));
  const report = blocking
    .map((violation) => {
      const targets = violation.nodes.map(
        (node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
      );
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${targets.join('\n')}`;
    })
    .join('\n');
  expect(blocking.length, `axe found serious or critical violations on ${page.url()}:\n${report}`).toBe(0);
};
