import { weekdayName } from '@pulse/shared/domain/display-format';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { isAdmin } from '@pulse/shared/domain/roles';
import { z } from 'zod';
import type { AssistantModel } from '../../lib/language-model';
import { answerQuestion } from './answer-question';
import { type Answer, type AnswerContext, joinAnswers } from './answers/answer';
import type { Intent } from './assistant-intent';
import {
  type ChatMessage,
  completionBody,
  type PhrasingListener,
  pagesAndPassagesOf,
  REPLY_RULES,
  streamModelReply,
  type ToolCall,
} from './assistant-model';
import { ASSISTANT_TOOL_DEFINITIONS, intentOfToolCall } from './assistant-tools';

// ProBot with a language model that chooses the tools (OpenAI-compatible tool calling): the model
// reads the question and picks the tools and their arguments; Pulse turns each call into an intent
// and answers it with answerQuestion and the asker's own session, so a call for a colleague's data
// gets the refusal the classifier's reading would get; the model then writes the reply from those
// answers only. It never reads the database, and a tool result is the whole of what it learns.

// A question asks for one to three things; more calls than that is a model going through the tools.
const MAX_TOOL_CALLS = 3;

export type ToolReply =
  // The model's reply, with the tool answers' links and sources; the intent of the last call is
  // stored with it, so a follow-up ("and the week before?") is read as without a model.
  | { kind: 'answered'; answer: Answer; intent: Intent }
  // The model called no tool: it found nothing to look up, and whatever it wrote instead came from
  // no tool, so it is dropped. The classifier answers, and the model may phrase that answer.
  | { kind: 'no-tool' }
  // The model failed (an error, a stall, nothing written) or misbehaved (an unknown tool, arguments
  // that do not fit, too many calls): told to the listener. The classifier answers, unphrased: the
  // model is not asked again for this question.
  | { kind: 'failed' };

const TOOL_INSTRUCTIONS = [
  'Call the tools to get facts; never state a fact that is not in a tool result.',
  'If no tool fits the question, call none.',
];

const REPLY_INSTRUCTIONS = [
  'Write a short, friendly reply to the question from the tool results only. Add no fact, number, name or date of your own, and leave out nothing they state. When a result refuses or finds nothing, say so.',
  ...REPLY_RULES,
];

const systemMessage = (
  { auth, now }: AnswerContext,
  askerName: string,
  instructions: string[],
): ChatMessage => {
  const { name, timeZone } = auth.organization;
  const today = todayIn(timeZone, now);
  return {
    role: 'system',
    content: [
      `You are ProBot, the HR assistant of Pulse for ${name}.`,
      `Today is ${weekdayName(today)}, ${today}, in the organisation's time zone (${timeZone}); dates are YYYY-MM-DD days of that zone.`,
      `You are talking to ${askerName}, ${isAdmin(auth.roleId) ? 'an administrator' : 'an employee'}.`,
      ...instructions,
    ].join('\n'),
  };
};

// A non-streamed chat completion's message, as far as ProBot reads it; servers add fields of their own.
const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          tool_calls: z
            .array(
              z.object({
                // Some servers number no call; the id only pairs a call with its result.
                id: z.string().optional(),
                function: z.object({ name: z.string(), arguments: z.string() }),
              }),
            )
            .nullish(),
        }),
      }),
    )
    .min(1),
});

// The tool calls of the model's answer to the question (none when it wrote text instead).
const requestToolCalls = async (model: AssistantModel, messages: ChatMessage[]): Promise<ToolCall[]> => {
  const decoder = new TextDecoder();
  let body = '';
  const request = completionBody(model, messages, {
    stream: false,
    tools: ASSISTANT_TOOL_DEFINITIONS,
    tool_choice: 'auto',
  });
  for await (const bytes of request) body += decoder.decode(bytes, { stream: true });
  const [choice] = completionSchema.parse(JSON.parse(body + decoder.decode())).choices;
  return (choice?.message.tool_calls ?? []).map((call, index) => ({
    id: call.id ?? `call_${index}`,
    type: 'function',
    function: call.function,
  }));
};

// What the model learns of one tool call: the answer ProBot gives the asker, its pages and passages.
const toolResultOf = (answer: Answer) => [answer.text, ...pagesAndPassagesOf(answer)].join('\n\n');

type ChosenTool = { call: ToolCall; intent: Intent };

// Each call with its intent, or why they cannot all be answered.
const chosenToolsOf = (calls: ToolCall[]): ChosenTool[] | Error => {
  if (calls.length > MAX_TOOL_CALLS)
    return new Error(`the model called ${calls.length} tools, more than ${MAX_TOOL_CALLS}`);
  const chosen: ChosenTool[] = [];
  for (const call of calls) {
    const intent = intentOfToolCall(call.function);
    if (!intent)
      return new Error(
        `the model called a tool that does not exist, or with arguments that do not fit: ${JSON.stringify(call.function)}`,
      );
    chosen.push({ call, intent });
  }
  return chosen;
};

export const answerWithTools = async (
  model: AssistantModel,
  context: AnswerContext,
  askerName: string,
  question: string,
  listener: PhrasingListener,
): Promise<ToolReply> => {
  const failed = (error: unknown): ToolReply => {
    listener.onFailure(error);
    return { kind: 'failed' };
  };
  const asked: ChatMessage = { role: 'user', content: question };
  let calls: ToolCall[];
  try {
    calls = await requestToolCalls(model, [systemMessage(context, askerName, TOOL_INSTRUCTIONS), asked]);
  } catch (error) {
    return failed(error);
  }
  const chosen = chosenToolsOf(calls);
  if (chosen instanceof Error) return failed(chosen);
  const last = chosen.at(-1);
  if (!last) return { kind: 'no-tool' };
  let answered: (ChosenTool & { answer: Answer })[];
  try {
    answered = await Promise.all(
      chosen.map(async (tool) => ({
        ...tool,
        answer: await answerQuestion(context, tool.intent, askerName),
      })),
    );
  } catch (error) {
    // Arguments a schema accepts but a use case refuses: the classifier's reading may still do.
    return failed(error);
  }
  const messages: ChatMessage[] = [
    systemMessage(context, askerName, [...TOOL_INSTRUCTIONS, ...REPLY_INSTRUCTIONS]),
    asked,
    { role: 'assistant', content: null, tool_calls: calls },
    ...answered.map(
      ({ call, answer }): ChatMessage => ({
        role: 'tool',
        tool_call_id: call.id,
        content: toolResultOf(answer),
      }),
    ),
  ];
  let text = '';
  try {
    // The tools are offered again (some servers need them to read the calls above) but not callable:
    // one round of calls per question.
    for await (const piece of streamModelReply(model, messages, {
      tools: ASSISTANT_TOOL_DEFINITIONS,
      tool_choice: 'none',
    })) {
      text += piece;
      listener.onDelta?.(piece);
    }
  } catch (error) {
    return failed(error);
  }
  if (text.trim() === '') return failed(new Error('the model wrote nothing'));
  const answer = joinAnswers(answered.map((tool) => tool.answer));
  return { kind: 'answered', answer: { ...answer, text: text.trim() }, intent: last.intent };
};
