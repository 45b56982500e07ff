import type { Page } from '@playwright/test';

// spec A §9, B §4, B §9: after a save the screen goes back to its list 2 seconds later. The pause is a
// timer in the page, so a test runs it out with Playwright's clock instead of waiting for it.
const RETURN_AFTER_SAVE_MS = 2000;

// Playwright refuses a second install in the same context; form helpers used twice on a page ask again.
const pagesWithClock = new WeakSet<Page>();

// Puts Playwright's clock in the page; from then on its timers run on it (time still flows). Call it
// before the save whose pause the test skips.
export const installClock = async (page: Page) => {
  if (pagesWithClock.has(page)) return;
  await page.clock.install();
  pagesWithClock.add(page);
};

// After the save's success message: the return to the list happens now.
export const skipReturnPause = (page: Page) => page.clock.fastForward(RETURN_AFTER_SAVE_MS);
