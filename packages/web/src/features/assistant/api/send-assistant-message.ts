import {
  type AssistantExchange,
  type AssistantHistory,
  type AssistantMessage,
  assistantExchangeSchema,
  type SendAssistantMessageBody,
} from '@pulse/shared/contracts/assistant';
import { assistantTexts } from '@pulse/shared/spec-texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiClient } from '../../../lib/api-client';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { assistantHistoryQueryKey } from './get-assistant-history';
import { streamAssistantMessage } from './stream-assistant-message';

export const sendAssistantMessage = async (body: SendAssistantMessageBody): Promise<AssistantExchange> =>
  assistantExchangeSchema.parse(await apiClient.post('/assistant/messages', body));

// spec A §8 Chat: a failed send shows '⚠ Error: ' and the message; a non-OK answer's message is
// 'Server error: {status}' (a 429 too).
export const sendFailureText = (error: unknown) =>
  `${assistantTexts.errorPrefix}${
    error instanceof ApiError ? assistantTexts.serverError(error.status) : errorMessage(error)
  }`;

// The question itself was refused (too long): it goes back to the text box with the reason.
export const isQuestionRefused = (error: unknown) => error instanceof ApiError && error.status === 400;

// Messages the server has not stored (the question on its way, a failure): ids of their own, since
// crypto.randomUUID exists only on HTTPS pages.
let localMessages = 0;
const localMessage = (sender: AssistantMessage['sender'], text: string): AssistantMessage => {
  localMessages += 1;
  return {
    id: `local-${localMessages}`,
    sender,
    text,
    links: [],
    sources: [],
    createdAt: new Date().toISOString(),
  };
};

// spec A §4 Chat: sending adds the user message at once, shows loading, then adds the bot reply. With
// a language model (`canStream`) the reply shows as it is written (`streamedText`) until the stored
// exchange replaces it.
export const useSendAssistantMessage = (canStream: boolean) => {
  const queryClient = useQueryClient();
  const [streamedText, setStreamedText] = useState('');
  const updateMessages = (change: (messages: AssistantMessage[]) => AssistantMessage[]) =>
    queryClient.setQueryData<AssistantHistory>(
      assistantHistoryQueryKey,
      (history) => history && { ...history, messages: change(history.messages) },
    );
  const mutation = useMutation({
    mutationFn: (body: SendAssistantMessageBody) =>
      canStream
        ? streamAssistantMessage(body, (text) => setStreamedText((shown) => shown + text))
        : sendAssistantMessage(body),
    onMutate: (body) => {
      const question = localMessage('user', body.text);
      setStreamedText('');
      updateMessages((messages) => [...messages, question]);
      return { questionId: question.id };
    },
    onSuccess: (exchange, _body, sent) =>
      updateMessages((messages) =>
        messages.flatMap((message) =>
          message.id === sent.questionId ? [exchange.question, exchange.reply] : [message],
        ),
      ),
    onError: (error, _body, sent) => {
      if (!sent) return;
      if (isQuestionRefused(error)) {
        updateMessages((messages) => messages.filter((message) => message.id !== sent.questionId));
        return;
      }
      // The question stays where it was asked, with the failure as ProBot's reply; neither is
      // stored, so a reload shows the conversation as the server has it.
      updateMessages((messages) => [...messages, localMessage('bot', sendFailureText(error))]);
    },
    onSettled: () => setStreamedText(''),
  });
  return { ...mutation, streamedText };
};
