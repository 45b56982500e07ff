import type { Intent } from '../assistant-intent';
import type { Answer, AnswerContext } from './answer';

// Policy questions, answered from the policy passages with the passage quoted; null when none matches.
// NOT BUILT YET: placeholder so the dispatch type-checks; replaced by the real answers.
export const answerPolicyQuestion = async (
  _context: AnswerContext,
  intent: Extract<Intent, { kind: 'policy' }>,
): Promise<Answer | null> => {
  throw new Error('answerPolicyQuestion is not built yet');
};
