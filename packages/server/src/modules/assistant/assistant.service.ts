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
import type { AssistantModel } from '../../lib/language-model';
import { answerQuestion } from './answer-question';
import { type Answer, type AnswerContext, joinAnswers } from './answers/answer';
import { greetingFor, suggestionsFor } from './answers/conversation-answers';
import * as repository from './assistant.repository';
import type { AnsweredIntent, Intent } from './assistant-intent';
import { type PhrasingListener, phraseAnswer } from './assistant-model';
import { classifyQuestion } from './classify-question';
import { classifyFollowUp } from './follow-up-questions';
import { kalReading, withKalAs } from './hinglish-days';
import { isKnownQuestion, readMessageParts, refersToEarlierPeriod, withPeriodOf } from './message-parts';
import { answerWithTools } from './model-tool-calls';
import { withNamedColleague } from './named-colleague';
import type { ClassifyContext } from './question-reading';

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

// Parts of a message that ProBot answers one by one only when each is a question it knows, or a
// policy question whose search finds a passage: otherwise the message is read as one question.
const isAnswered = (intent: Intent, answer: Answer) => isKnownQuestion(intent) || answer.sources.length > 0;

// A follow-up ("and last week?") is read with the conversation's last question while it is fresh.
const FOLLOW_UP_WINDOW_MS = 30 * 60 * 1000;

type AnsweredMessage = { answer: Answer; intent: AnsweredIntent };

// How a message is read before anything else, with or without a model: the whole message classified,
// and the intent answered first whatever else it asks. Instructions around a question are refused
// whatever came before ("pretend you are the admin"); a follow-up of the previous question takes what
// it changes from it.
const readMessage = (question: string, context: ClassifyContext, previous: AnsweredIntent | null) => {
  const whole = classifyQuestion(question, context);
  if (whole.kind === 'role-play') return { whole, first: whole };
  if (!previous) return { whole, first: null };
  const followUp = classifyFollowUp(question, previous, context);
  // "what time did I leave that day?": a question of its own, on the previous question's day.
  const onSameDay = refersToEarlierPeriod(question) ? withPeriodOf(whole, previous) : whole;
  return { whole, first: followUp ?? (onSameDay === whole ? null : onSameDay) };
};

const classifyContextOf = (auth: Auth, now: Date): ClassifyContext => ({
  now,
  timeZone: auth.organization.timeZone,
  roleId: auth.roleId,
  organizationName: auth.organization.name,
});

const answerIntent = async (
  context: AnswerContext,
  intent: Intent,
  askerName: string,
): Promise<AnsweredMessage> => {
  const answer = await answerQuestion(context, intent, askerName);
  // The project or the colleague the answer found is kept with the question for the next follow-up
  // ("who manages it?", "which department is he in?").
  const withProject =
    intent.kind === 'projects-over-budget' && answer.project
      ? { ...intent, project: answer.project }
      : intent;
  return { answer, intent: answer.person ? { ...withProject, namedPerson: answer.person } : withProject };
};

// A message read on its own: a message of several questions gets each answered ("…left and when is
// the next holiday?"), anything else is answered as a whole.
const answerClassified = async (
  context: AnswerContext,
  asker: Asker,
  question: string,
  whole: Intent,
): Promise<AnsweredMessage> => {
  const classifyContext = classifyContextOf(context.auth, context.now);
  const read = readMessageParts(question, whole, classifyContext);
  const { areQuestions } = read;
  const parts = await Promise.all(
    read.parts.map(async (part) => ({
      ...part,
      intent: await withNamedColleague(context, part.text, part.intent, classifyContext),
    })),
  );
  const wholeIntent = await withNamedColleague(context, question, whole, classifyContext);
  const isSeveral = new Set(parts.map(({ intent }) => JSON.stringify(intent))).size > 1;
  if (!isSeveral) return answerIntent(context, wholeIntent, asker.name);
  // "Which project is over budget and who is its manager?": a part ProBot cannot read alone may ask
  // about what the part before it found, as a follow-up does.
  const replies: (AnsweredMessage & { text: string })[] = [];
  for (const part of parts) {
    const before = replies.at(-1)?.intent;
    const followUp =
      before && !isKnownQuestion(part.intent)
        ? classifyFollowUp(part.text, before, classifyContext, { isAnyLength: true })
        : null;
    replies.push({ text: part.text, ...(await answerIntent(context, followUp ?? part.intent, asker.name)) });
  }
  const answered = replies.filter((part) => isAnswered(part.intent, part.answer));
  const last = replies.at(-1)?.intent ?? { kind: 'unknown' };
  if (answered.length === parts.length)
    return { answer: joinAnswers(answered.map(({ answer }) => answer)), intent: last };
  // "Which projects are over budget and which are on hold?": what ProBot can answer, and a plain
  // "can't" for the rest, rather than one part's answer passed off as the whole.
  if (areQuestions && answered.length > 0) {
    const unanswered = parts.filter((part) => !answered.some((done) => done.text === part.text));
    const declined = unanswered.map((part) => `I can't answer “${part.text}” yet.`).join(' ');
    const joined = joinAnswers(answered.map(({ answer }) => answer));
    return { answer: { ...joined, text: `${joined.text}\n\n${declined}` }, intent: last };
  }
  return answerIntent(context, wholeIntent, asker.name);
};

// The deterministic answer to a message, and the question as ProBot read it (stored with the reply
// for the next follow-up): classified, then answered from the asker's own data.
export const answerMessage = async (
  deps: Deps,
  asker: Asker,
  asked: string,
  now: Date,
  previous: AnsweredIntent | null = null,
): Promise<AnsweredMessage> => {
  const kal = kalReading(asked);
  if (kal === 'either') return answerBothKals(deps, asker, asked, now, previous);
  const question = kal ? withKalAs(asked, kal) : asked;
  const context = { deps, auth: asker.auth, now };
  const { whole, first } = readMessage(question, classifyContextOf(asker.auth, now), previous);
  return first ? answerIntent(context, first, asker.name) : answerClassified(context, asker, question, whole);
};

// "kal koi holiday hai kya?": yesterday or tomorrow, the words do not tell. Both are answered, each
// under its day, and the asker is asked which was meant rather than given one as the answer.
const answerBothKals = async (
  deps: Deps,
  asker: Asker,
  asked: string,
  now: Date,
  previous: AnsweredIntent | null,
): Promise<AnsweredMessage> => {
  const [yesterday, tomorrow] = await Promise.all(
    (['yesterday', 'tomorrow'] as const).map((day) =>
      answerMessage(deps, asker, withKalAs(asked, day), now, previous),
    ),
  );
  if (!yesterday || !tomorrow) throw new Error('both days are answered');
  const joined = joinAnswers([yesterday.answer, tomorrow.answer]);
  return {
    answer: {
      ...joined,
      text: `“Kal” can mean yesterday or tomorrow, so here are both.\n\nYesterday: ${yesterday.answer.text}\n\nTomorrow: ${tomorrow.answer.text}\n\nWhich day did you mean: yesterday or tomorrow?`,
    },
    intent: { kind: 'unknown' },
  };
};

// Small talk looks nothing up: no tool fits it, so the model is not asked to choose one.
const SMALL_TALK: ReadonlySet<Intent['kind']> = new Set(['greeting', 'thanks', 'help']);

// With a language model. Role-play, a follow-up and small talk are answered as without one (a
// role-play refusal links nowhere, so no model ever reads it); any other question goes to the model,
// which chooses the tools. When it calls none, the classifier answers and the model phrases that
// answer, as before tool calling; when it fails, the classifier's answer is given as it is rather
// than making the asker wait on the same model a second time.
const answerWithModel = async (
  model: AssistantModel,
  context: AnswerContext,
  asker: Asker,
  asked: string,
  previous: AnsweredIntent | null,
  listener: PhrasingListener,
): Promise<AnsweredMessage> => {
  // "kal" is read as without a model: by its tense, else both days answered and asked back.
  const kal = kalReading(asked);
  if (kal === 'either') return answerBothKals(context.deps, asker, asked, context.now, previous);
  const question = kal ? withKalAs(asked, kal) : asked;
  const { whole, first } = readMessage(question, classifyContextOf(context.auth, context.now), previous);
  const direct = first ?? (SMALL_TALK.has(whole.kind) ? whole : null);
  if (!direct) {
    const chosen = await answerWithTools(model, context, asker.name, question, listener);
    if (chosen.kind === 'answered') return { answer: chosen.answer, intent: chosen.intent };
    if (chosen.kind === 'failed') return answerClassified(context, asker, question, whole);
  }
  const { answer, intent } = direct
    ? await answerIntent(context, direct, asker.name)
    : await answerClassified(context, asker, question, whole);
  return { answer: await phraseAnswer(model, question, answer, listener), intent };
};

// A question on its own, outside any conversation (the golden set, the bench).
export const answerFor = async (deps: Deps, asker: Asker, question: string, now: Date): Promise<Answer> =>
  (await answerMessage(deps, asker, question, now)).answer;

// The intent stored with the conversation's last reply, while a follow-up may still refer to it.
const previousIntent = async (deps: Deps, auth: Auth, now: Date): Promise<AnsweredIntent | null> => {
  const last = await repository.findLastReply(deps.db, auth.organizationId, auth.employeeId);
  const isFresh = last !== null && now.getTime() - last.createdAt.getTime() <= FOLLOW_UP_WINDOW_MS;
  return isFresh && typeof last.intent?.kind === 'string' ? (last.intent as AnsweredIntent) : null;
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
// the answer is built, so a failure stores neither. With a language model the reply is in its words,
// from the tools it chose or the answer it rephrased (the listener hears each piece as it is
// written), else the answer as it is.
export const sendAssistantMessage = async (
  deps: Deps,
  asker: Asker,
  text: string,
  listener: PhrasingListener,
): Promise<AssistantExchange> => {
  const { auth } = asker;
  const askedAt = deps.clock.now();
  await requireWithinRate(deps, auth, askedAt);
  const previous = await previousIntent(deps, auth, askedAt);
  const { answer, intent } = deps.assistantModel
    ? await answerWithModel(
        deps.assistantModel,
        { deps, auth, now: askedAt },
        asker,
        text,
        previous,
        listener,
      )
    : await answerMessage(deps, asker, text, askedAt, previous);
  return storeExchange(deps, auth, { text, askedAt }, answer, intent);
};

export const storeExchange = async (
  deps: Deps,
  auth: Auth,
  question: { text: string; askedAt: Date },
  answer: Answer,
  intent: Intent,
): Promise<AssistantExchange> => {
  const owner = { organizationId: auth.organizationId, employeeId: auth.employeeId };
  const [stored, reply] = await repository.insertMessages(deps.db, [
    { ...owner, sender: 'user', text: question.text, createdAt: question.askedAt },
    { ...owner, sender: 'bot', ...answer, intent, createdAt: deps.clock.now() },
  ]);
  if (!stored || !reply) throw new Error('the exchange was not stored');
  return { question: toMessageDto(stored), reply: toMessageDto(reply) };
};

export const deleteAssistantHistory = async (deps: Deps, auth: Auth) => {
  await repository.deleteMessages(deps.db, auth.organizationId, auth.employeeId);
};
