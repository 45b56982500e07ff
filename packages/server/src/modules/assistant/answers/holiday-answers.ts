import type { Intent } from '../assistant-intent';
import type { Answer, AnswerContext } from './answer';

// The organisation's holidays.
// NOT BUILT YET: placeholder so the dispatch type-checks; replaced by the real answers.
export const answerNextHoliday = async (_context: AnswerContext): Promise<Answer> => {
  throw new Error('answerNextHoliday is not built yet');
};

export const answerHolidays = async (
  _context: AnswerContext,
  intent: Extract<Intent, { kind: 'holidays' }>,
): Promise<Answer> => {
  throw new Error('answerHolidays is not built yet');
};

export const answerIsHoliday = async (
  _context: AnswerContext,
  intent: Extract<Intent, { kind: 'is-holiday' }>,
): Promise<Answer> => {
  throw new Error('answerIsHoliday is not built yet');
};
