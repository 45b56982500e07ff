import { z } from 'zod';

// RFC 9457 problem details, the shape of every 4xx/5xx answer of the API.
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });

export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  code: z.string(),
  requestId: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});

export type Problem = z.infer<typeof problemSchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;
