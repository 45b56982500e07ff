import type { Database } from '../db/client';
import type { Realtime } from '../realtime/realtime';
import type { Clock } from './clock';
import type { FieldCipher } from './field-encryption';
import type { AssistantModel } from './language-model';
import type { FileStorage } from './storage/storage';

// What a use case may touch; passed explicitly (Fastify decorators carry it to the routes).
export type Deps = {
  db: Database;
  clock: Clock;
  cipher: FieldCipher;
  storage: FileStorage;
  realtime: Realtime;
  // ProBot's optional language model; without it the replies are the deterministic answers.
  assistantModel?: AssistantModel | undefined;
};
