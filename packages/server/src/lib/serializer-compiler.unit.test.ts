import Fastify from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import * as z from 'zod';
import { serializerCompiler } from './serializer-compiler';

const answerSchema = z.object({ id: z.string(), name: z.string(), joinedOn: z.iso.date() });

// A route answering `answer`, checked on the way out by the compiler under test.
const appAnswering = async (answer: unknown) => {
  const app = Fastify();
  app.setSerializerCompiler(serializerCompiler);
  app.get('/thing', { schema: { response: { 200: answerSchema } } }, async () => answer);
  onTestFinished(() => app.close());
  return app;
};

describe('the answer serializer', () => {
  it('writes the answer its schema describes, and no field the schema does not name', async () => {
    const app = await appAnswering({ id: 'a1', name: 'Ada', joinedOn: '2026-02-01', passwordHash: 'secret' });
    const response = await app.inject({ method: 'GET', url: '/thing' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'a1', name: 'Ada', joinedOn: '2026-02-01' });
    expect(response.body).not.toContain('secret');
  });

  it('refuses to send an answer of the wrong shape', async () => {
    const app = await appAnswering({ id: 'a1', name: 'Ada', joinedOn: '2026-02-30' });
    const response = await app.inject({ method: 'GET', url: '/thing' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('Ada');
  });
});
