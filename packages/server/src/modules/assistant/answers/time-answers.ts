import type { Intent } from '../assistant-intent';
import type { Answer, AnswerContext } from './answer';

// The asker's own attendance and tracked time.
// NOT BUILT YET: placeholder so the dispatch type-checks; replaced by the real answers.
export const answerAttendance = async (
  _context: AnswerContext,
  intent: Extract<Intent, { kind: 'attendance' }>,
): Promise<Answer> => {
  throw new Error('answerAttendance is not built yet');
};

export const answerHoursTracked = async (
  _context: AnswerContext,
  intent: Extract<Intent, { kind: 'hours-tracked' }>,
): Promise<Answer> => {
  throw new Error('answerHoursTracked is not built yet');
};
