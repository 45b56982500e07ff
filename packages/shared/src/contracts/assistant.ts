import { z } from 'zod';
import { assistantPulseTexts } from '../spec-texts';

// ProBot, the HR assistant (spec A §2 Chat assistant widget, §3 Chat message / Chat user, §4 Chat,
// §7 the chat assistant service). Conversations are kept per employee on the server.

export const ASSISTANT_LIMITS = {
  maxMessageLength: 1000,
  // Per employee, counted from the stored questions so every server instance shares the count.
  messagesPerMinute: 20,
  // The history shows the latest messages; older ones stay until the employee deletes them.
  historyLength: 200,
} as const;

export const assistantSenderSchema = z.enum(['user', 'bot']);
export type AssistantSender = z.infer<typeof assistantSenderSchema>;

// A page of Pulse the answer came from: every answer links to where the asker can see it themselves.
export const assistantLinkSchema = z.object({ label: z.string(), href: z.string() });
export type AssistantLink = z.infer<typeof assistantLinkSchema>;

// A policy passage quoted in an answer, with the policy it belongs to.
export const assistantSourceSchema = z.object({
  policyId: z.uuid(),
  policyName: z.string(),
  heading: z.string(),
  passage: z.string(),
  href: z.string(),
});
export type AssistantSource = z.infer<typeof assistantSourceSchema>;

export const assistantMessageSchema = z.object({
  id: z.uuid(),
  sender: assistantSenderSchema,
  text: z.string(),
  links: z.array(assistantLinkSchema),
  sources: z.array(assistantSourceSchema),
  createdAt: z.iso.datetime(),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

// spec A §4 Chat: opening loads the greeting (§3 Chat user) and the history; an empty history shows
// the greeting as the first bot message.
export const assistantHistorySchema = z.object({
  greeting: z.string(),
  messages: z.array(assistantMessageSchema),
  // Questions the asker can try, for the empty state and after 'No relevant answer found'.
  suggestions: z.array(z.string()),
  // A language model phrases the replies: the widget asks for them as a stream.
  canStream: z.boolean(),
});
export type AssistantHistory = z.infer<typeof assistantHistorySchema>;

export const sendAssistantMessageBodySchema = z.object({
  text: z.string().trim().min(1).max(ASSISTANT_LIMITS.maxMessageLength, assistantPulseTexts.messageTooLong),
});
export type SendAssistantMessageBody = z.infer<typeof sendAssistantMessageBodySchema>;

// What sending gives back: the stored question and ProBot's stored reply.
export const assistantExchangeSchema = z.object({
  question: assistantMessageSchema,
  reply: assistantMessageSchema,
});
export type AssistantExchange = z.infer<typeof assistantExchangeSchema>;
