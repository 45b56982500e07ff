// Shift times travel as 24-hour 'HH:mm'; the form shows them masked as 'hh:mm AM/PM' (spec A §5).

export const TIME_24_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const TIME_12_PATTERN = /^(0[1-9]|1[0-2]):([0-5]\d) (AM|PM)$/;
const MINUTES_PER_DAY = 24 * 60;

const toMinutes = (time24: string): number => {
  const [hours = 0, minutes = 0] = time24.split(':').map(Number);
  return hours * 60 + minutes;
};

const fromMinutes = (total: number): string => {
  const minutes = ((total % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

// spec A §4: the end is the start plus one day minus one minute, i.e. the minute before the start.
export const shiftEndTime = (startTime24: string): string => {
  if (!TIME_24_PATTERN.test(startTime24)) throw new Error(`not an HH:mm time: ${startTime24}`);
  return fromMinutes(toMinutes(startTime24) + MINUTES_PER_DAY - 1);
};

// 'HH:mm' → 'hh:mm AM'; midnight is 12:00 AM and noon 12:00 PM.
export const formatTime12 = (time24: string): string => {
  if (!TIME_24_PATTERN.test(time24)) throw new Error(`not an HH:mm time: ${time24}`);
  const minutes = toMinutes(time24);
  const hours24 = Math.floor(minutes / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${String(hours12).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${hours24 < 12 ? 'AM' : 'PM'}`;
};

// 'hh:mm AM' → 'HH:mm', or null while the text is not a whole, valid time.
export const parseTime12 = (text: string): string | null => {
  const match = TIME_12_PATTERN.exec(text.trim().toUpperCase());
  if (!match) return null;
  const [, hours12 = '', minutes = '', meridiem] = match;
  const hours24 = (Number(hours12) % 12) + (meridiem === 'PM' ? 12 : 0);
  return `${String(hours24).padStart(2, '0')}:${minutes}`;
};

// The input mask: whatever is typed becomes a prefix of 'hh:mm AM' (four digits, then A or P).
export const maskTime12 = (typed: string): string => {
  let digits = typed.replace(/\D/g, '');
  // An hour can only start with 0 or 1, so '9' means '09'.
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  let masked = digits.slice(0, 2);
  if (digits.length > 2) masked += `:${digits.slice(2)}`;
  if (digits.length < 4) return masked;
  // Backspace over the 'M' of ' AM' removes the whole suffix instead of bringing it back.
  if (/ [AP]$/.test(typed)) return masked;
  const last = typed.at(-1) ?? '';
  const meridiem = /[ap]/i.test(last) ? last : /[ap]/i.exec(typed)?.[0];
  return meridiem ? `${masked} ${meridiem.toUpperCase()}M` : masked;
};
