import type { RoleId } from '@pulse/shared/domain/roles';
import type { Intent } from './assistant-intent';

// What the classifier knows besides the words: relative dates ("today", "this week", "next
// month") are read in the organisation's time zone at `now`.
export type ClassifyContext = { now: Date; timeZone: string; roleId: RoleId };

// NOT BUILT YET: placeholder so the dispatch type-checks.
export const classifyQuestion = (_question: string, _context: ClassifyContext): Intent => ({
  kind: 'unknown',
});
