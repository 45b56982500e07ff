// The unit every activity page reads: one employee's 10-minute slot (6 slots an hour, spec B §9's
// "an hour shows 6 slots"), rolled up by the server from the tracker's raw events.
export const SLOT_MINUTES = 10;
export const SLOT_SECONDS = SLOT_MINUTES * 60;
export const SLOTS_PER_HOUR = 60 / SLOT_MINUTES;

export type ActivitySlot = {
  // UTC instant the slot starts at, aligned to a multiple of 10 minutes (ISO string).
  slotStart: string;
  // Seconds the tracker ran in the slot, and of those the seconds the employee was away (idle).
  trackedSeconds: number;
  idleSeconds: number;
  keyPresses: number;
  mouseClicks: number;
  // The application focused longest in the slot, and the slot's window titles in order of first focus.
  topApplication: string | null;
  windowTitles: string[];
};

// The slot a UTC instant belongs to.
export const slotStartOf = (instant: Date): Date =>
  new Date(Math.floor(instant.getTime() / (SLOT_SECONDS * 1000)) * SLOT_SECONDS * 1000);
