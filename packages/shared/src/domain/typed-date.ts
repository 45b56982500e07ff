import { DATE_PATTERN, isCalendarDate } from './organization-day';

// spec A §2, B §9: a date is typed and shown as dd/MM/yyyy (the activity viewer's picker format),
// whatever the browser's locale; the product stores and sends YYYY-MM-DD.

// A stored day YYYY-MM-DD as the field shows it; '' for anything else.
export const toDisplayDate = (date: string) => {
  if (!DATE_PATTERN.test(date)) return '';
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
};

// Day, month and year with a separator ('5/1/2026', '05-01-2026', '05.01.2026'), or the eight digits
// of dd/MM/yyyy typed without one ('05012026'), as people type dates on a number pad.
const SEPARATED = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/;
const DIGITS_ONLY = /^(\d{2})(\d{2})(\d{4})$/;

// What was typed as the day it names, YYYY-MM-DD, or null when it names none (31/02/2026, 5/1/26).
export const parseDisplayDate = (text: string): string | null => {
  const trimmed = text.trim();
  const match = SEPARATED.exec(trimmed) ?? DIGITS_ONLY.exec(trimmed);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
};
