import type { Intent } from '../assistant-intent';
import type { Answer, AnswerContext } from './answer';

// Organisation questions the admin pages answer; employees get a polite refusal.
// NOT BUILT YET: placeholder so the dispatch type-checks; replaced by the real answers.
export const answerOnLeave = async (
  _context: AnswerContext,
  intent: Extract<Intent, { kind: 'on-leave' }>,
): Promise<Answer> => {
  throw new Error('answerOnLeave is not built yet');
};

export const answerAttendanceMissing = async (
  _context: AnswerContext,
  intent: Extract<Intent, { kind: 'attendance-missing' }>,
): Promise<Answer> => {
  throw new Error('answerAttendanceMissing is not built yet');
};

export const answerPendingApprovals = async (_context: AnswerContext): Promise<Answer> => {
  throw new Error('answerPendingApprovals is not built yet');
};

export const answerProjectsOverBudget = async (_context: AnswerContext): Promise<Answer> => {
  throw new Error('answerProjectsOverBudget is not built yet');
};
