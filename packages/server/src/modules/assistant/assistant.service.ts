import {
  ASSISTANT_LIMITS,
  type AssistantExchange,
  type AssistantHistory,
  type AssistantMessage,
} from '@pulse/shared/contracts/assistant';
import { assistantPulseTexts } from '@pulse/shared/spec-texts';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { answerQuestion } from './answer-question';
import type { Answer } from './answers/answer';
import { greetingFor, suggestionsFor } from './answers/conversation-answers';
import * as repository from './assistant.repository';
import { type PhrasingListener, phraseAnswer } from './assistant-model';
import { classifyQuestion } from './classify-question';

// ProBot (spec A §2 Chat assistant widget, §4 Chat, §7 the chat assistant service), inside Pulse:
// every answer is built from Pulse's own use cases called with the asker's session, so it shows only
// what the asker could open in the portal. The conversation is the asker's own; nobody else reads it.

// The person asking: their session, and the name the greeting uses.
export type Asker = { auth: Auth; name: string };

const RATE_WINDOW_MS = 60_000;

const toMessageDto = (row: repository.AssistantMessageRow): AssistantMessage => ({
  id: row.id,
  sender: row.sender,
  text: row.text,
  links: row.links,
  sources: row.sources,
  createdAt: row.createdAt.toISOString(),
});

export const getAssistantHistory = async (deps: Deps, asker: Asker): Promise<AssistantHistory> => {
  const { auth } = asker;
  const rows = await repository.findLatestMessages(
    deps.db,
    auth.organizationId,
    auth.employeeId,
    ASSISTANT_LIMITS.historyLength,
  );
  return {
    greeting: greetingFor(asker.name),
    messages: rows.map(toMessageDto),
    suggestions: suggestionsFor(auth.roleId),
    // Only a model writes a reply piece by piece; without one the whole answer is ready at once.
    canStream: deps.assistantModel !== undefined,
  };
};

// The deterministic answer to one question: classified, then answered from the asker's own data.
export const answerFor = async (deps: Deps, asker: Asker, question: string, now: Date): Promise<Answer> => {
  const { auth } = asker;
  const intent = classifyQuestion(question, {
    now,
    timeZone: auth.organization.timeZone,
    roleId: auth.roleId,
  });
  return answerQuestion({ deps, auth, now }, intent, asker.name);
};

// Refused before any work when the asker sent too many questions in the last minute; counted from
// the stored questions, so every server instance shares the count.
const requireWithinRate = async (deps: Deps, auth: Auth, now: Date) => {
  const since = new Date(now.getTime() - RATE_WINDOW_MS);
  const asked = await repository.countQuestionsSince(deps.db, auth.organizationId, auth.employeeId, since);
  if (asked >= ASSISTANT_LIMITS.messagesPerMinute) {
    throw new AppError('TOO_MANY_ATTEMPTS', assistantPulseTexts.tooManyMessages);
  }
};

// spec A §4 Chat: sending adds the user message, then the bot reply. Both are stored together, after
// the answer is built, so a failure stores neither. With a language model the reply is the answer
// in its words (the listener hears each piece as it is written), else the answer as it is.
export const sendAssistantMessage = async (
  deps: Deps,
  asker: Asker,
  text: string,
  listener: PhrasingListener,
): Promise<AssistantExchange> => {
  const { auth } = asker;
  const askedAt = deps.clock.now();
  await requireWithinRate(deps, auth, askedAt);
  const answer = await answerFor(deps, asker, text, askedAt);
  const reply = deps.assistantModel
    ? await phraseAnswer(deps.assistantModel, text, answer, listener)
    : answer;
  return storeExchange(deps, auth, { text, askedAt }, reply);
};

export const storeExchange = async (
  deps: Deps,
  auth: Auth,
  question: { text: string; askedAt: Date },
  answer: Answer,
): Promise<AssistantExchange> => {
  const owner = { organizationId: auth.organizationId, employeeId: auth.employeeId };
  const [stored, reply] = await repository.insertMessages(deps.db, [
    { ...owner, sender: 'user', text: question.text, createdAt: question.askedAt },
    { ...owner, sender: 'bot', ...answer, createdAt: deps.clock.now() },
  ]);
  if (!stored || !reply) throw new Error('the exchange was not stored');
  return { question: toMessageDto(stored), reply: toMessageDto(reply) };
};

export const deleteAssistantHistory = async (deps: Deps, auth: Auth) => {
  await repository.deleteMessages(deps.db, auth.organizationId, auth.employeeId);
};
