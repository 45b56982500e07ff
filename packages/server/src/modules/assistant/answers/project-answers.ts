import type { Intent } from '../assistant-intent';
import type { Answer, AnswerContext } from './answer';

// Projects and to-dos the asker can see.
// NOT BUILT YET: placeholder so the dispatch type-checks; replaced by the real answers.
export const answerMyProjects = async (_context: AnswerContext): Promise<Answer> => {
  throw new Error('answerMyProjects is not built yet');
};

export const answerMyTodos = async (_context: AnswerContext): Promise<Answer> => {
  throw new Error('answerMyTodos is not built yet');
};

export const answerProjectHours = async (
  _context: AnswerContext,
  intent: Extract<Intent, { kind: 'project-hours' }>,
): Promise<Answer> => {
  throw new Error('answerProjectHours is not built yet');
};

export const answerProjectManager = async (
  _context: AnswerContext,
  intent: Extract<Intent, { kind: 'project-manager' }>,
): Promise<Answer> => {
  throw new Error('answerProjectManager is not built yet');
};
