import type { Intent } from '../assistant-intent';
import type { Answer, AnswerContext } from './answer';

// People: birthdays, the asker's own salary slips, and questions about someone else.
// NOT BUILT YET: placeholder so the dispatch type-checks; replaced by the real answers.
export const answerBirthdays = async (
  _context: AnswerContext,
  intent: Extract<Intent, { kind: 'birthdays' }>,
): Promise<Answer> => {
  throw new Error('answerBirthdays is not built yet');
};

export const answerOwnSalary = async (_context: AnswerContext): Promise<Answer> => {
  throw new Error('answerOwnSalary is not built yet');
};

export const answerAboutPerson = async (
  _context: AnswerContext,
  intent: Extract<Intent, { kind: 'about-person' }>,
): Promise<Answer> => {
  throw new Error('answerAboutPerson is not built yet');
};
