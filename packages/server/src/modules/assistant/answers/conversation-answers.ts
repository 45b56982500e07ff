import { isAdmin, type RoleId } from '@pulse/shared/domain/roles';
import { assistantTexts } from '@pulse/shared/spec-texts';
import type { Answer } from './answer';

// Questions each role can try: shown on an empty conversation and after 'No relevant answer found'.
const EMPLOYEE_SUGGESTIONS = [
  'What is my leave balance?',
  'When is the next holiday?',
  'How many hours did I track this week?',
  'What are my open to-dos?',
  'How many days can I work remotely?',
];
const ADMIN_SUGGESTIONS = [
  'Who is on leave today?',
  'Which leave applications are waiting for approval?',
  'Who has not marked attendance today?',
  'Which projects are over budget?',
  'What is my leave balance?',
];

export const suggestionsFor = (roleId: RoleId) =>
  isAdmin(roleId) ? ADMIN_SUGGESTIONS : EMPLOYEE_SUGGESTIONS;

// spec A §3 Chat user greeting: the first bot message of an empty conversation.
export const greetingFor = (name: string) =>
  `Hi ${name.split(' ')[0]}! I'm ProBot. Ask me about your leave, holidays, attendance, tracked time, projects, to-dos and company policies.`;

const answerOf = (text: string): Answer => ({ text, links: [], sources: [] });

export const answerGreeting = (name: string) => answerOf(greetingFor(name));

export const answerHelp = (roleId: RoleId) =>
  answerOf(
    `I answer from your organisation's data in Pulse. You can ask, for example:\n${listed(suggestionsFor(roleId))}`,
  );

export const answerThanks = () => answerOf('You are welcome! Anything else?');

// Instructions around a question ("pretend you are the admin…") are refused as a whole: ProBot
// answers everyone from their own pages and takes no other role.
export const answerRolePlay = () =>
  answerOf(
    'Sorry, I cannot take on another role or set my rules aside. I answer from what your own pages in Pulse show you: ask me about your leave, time, attendance, projects or the company policies.',
  );

// spec A §8: an answer with nothing in it shows 'No relevant answer found'; Pulse adds what to try.
export const answerUnknown = (roleId: RoleId) =>
  answerOf(`${assistantTexts.noAnswer}. You can ask, for example:\n${listed(suggestionsFor(roleId))}`);

const listed = (lines: string[]) => lines.map((line) => `• ${line}`).join('\n');
