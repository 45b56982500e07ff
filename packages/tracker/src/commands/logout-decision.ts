// What `logout` does with events and screenshots still queued: signing out as before would strand
// them (a signed-out computer cannot send them), so it sends them first or discards them only when
// told, asks when someone is at the terminal, and otherwise refuses.
export type LogoutChoice = 'send-first' | 'discard';
export type LogoutDecision = 'sign-out' | LogoutChoice | 'ask' | 'refuse';

export type QueuedSize = { events: number; screenshots: number };

export const decideLogout = (
  queued: QueuedSize,
  choice: LogoutChoice | null,
  canAsk: boolean,
): LogoutDecision => {
  if (queued.events + queued.screenshots === 0) return 'sign-out';
  if (choice) return choice;
  return canAsk ? 'ask' : 'refuse';
};

// The reply to "Send them first, discard them, or cancel? [S/d/c]": sending is the default, and
// anything not understood cancels (nothing lost).
export const logoutChoiceOf = (answer: string): LogoutChoice | 'cancel' => {
  const word = answer.trim().toLowerCase();
  if (word === '' || word === 's' || word === 'send') return 'send-first';
  if (word === 'd' || word === 'discard') return 'discard';
  return 'cancel';
};

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

// "12 events and 1 screenshot", "3 screenshots".
export const describeQueued = (queued: QueuedSize) =>
  [
    queued.events > 0 ? counted(queued.events, 'event', 'events') : null,
    queued.screenshots > 0 ? counted(queued.screenshots, 'screenshot', 'screenshots') : null,
  ]
    .filter((part) => part !== null)
    .join(' and ') || 'nothing';
