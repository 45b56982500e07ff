import type { IntentKind } from '../modules/assistant/assistant-intent';

// Every kind of ProBot's intent union, so the classifier's tests and the golden set fail when a new
// kind has no case (the type lists them all).
export const INTENT_KINDS = Object.keys({
  greeting: true,
  help: true,
  thanks: true,
  'role-play': true,
  'leave-balance': true,
  'leave-applications': true,
  'apply-leave': true,
  'next-holiday': true,
  holidays: true,
  'is-holiday': true,
  attendance: true,
  'hours-tracked': true,
  'own-salary': true,
  'my-record': true,
  'my-projects': true,
  'my-todos': true,
  'project-hours': true,
  'project-manager': true,
  birthdays: true,
  'on-leave': true,
  'attendance-missing': true,
  'pending-approvals': true,
  headcount: true,
  'projects-over-budget': true,
  'about-person': true,
  policy: true,
  unknown: true,
} satisfies Record<IntentKind, true>) as IntentKind[];
