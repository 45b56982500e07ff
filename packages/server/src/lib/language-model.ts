import type { Env } from '../config/env';

// Where ProBot's optional language model is (ASSISTANT_LLM_*): an OpenAI-compatible chat completions
// endpoint. In lib/ because Deps carries it; modules/assistant/assistant-model.ts talks to it.
export type AssistantModel = {
  // The base URL, e.g. http://127.0.0.1:11434/v1 (…/chat/completions is appended).
  url: string;
  model: string;
  apiKey: string | undefined;
  // The longest wait for the next piece of a reply, the first included.
  timeoutMs: number;
};

export const assistantModelFromEnv = (env: Env): AssistantModel | undefined =>
  env.ASSISTANT_LLM_URL && env.ASSISTANT_LLM_MODEL
    ? {
        url: env.ASSISTANT_LLM_URL,
        model: env.ASSISTANT_LLM_MODEL,
        apiKey: env.ASSISTANT_LLM_API_KEY,
        timeoutMs: env.ASSISTANT_LLM_TIMEOUT_MS,
      }
    : undefined;
