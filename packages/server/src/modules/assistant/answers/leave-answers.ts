import type { Intent } from '../assistant-intent';
import type { Answer, AnswerContext } from './answer';

// The asker's own leave: balance, applications, a prefilled Add Leave link.
// NOT BUILT YET: placeholder so the dispatch type-checks; replaced by the real answers.
export const answerLeaveBalance = async (_context: AnswerContext): Promise<Answer> => {
  throw new Error('answerLeaveBalance is not built yet');
};

export const answerLeaveApplications = async (
  _context: AnswerContext,
  intent: Extract<Intent, { kind: 'leave-applications' }>,
): Promise<Answer> => {
  throw new Error('answerLeaveApplications is not built yet');
};

export const answerApplyLeave = async (
  _context: AnswerContext,
  intent: Extract<Intent, { kind: 'apply-leave' }>,
): Promise<Answer> => {
  throw new Error('answerApplyLeave is not built yet');
};
