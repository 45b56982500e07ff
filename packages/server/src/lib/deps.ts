import type { Database } from '../db/client';
import type { Clock } from './clock';
import type { FieldCipher } from './field-encryption';

// What a use case may touch; passed explicitly (Fastify decorators carry it to the routes).
export type Deps = { db: Database; clock: Clock; cipher: FieldCipher };
