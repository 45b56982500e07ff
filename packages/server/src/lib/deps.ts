import type { Database } from '../db/client';
import type { Clock } from './clock';

// What a use case may touch; passed explicitly (Fastify decorators carry it to the routes).
export type Deps = { db: Database; clock: Clock };
