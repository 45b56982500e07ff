import { z } from 'zod';

// A status or type sent as its number with a `*Name` beside it (the spec's ids, kept so no client
// breaks): the document lists the allowed numbers (`enum`) and names each one in the
// description, so an integrator need not guess what 3 means.
export const numericEnumSchema = <Id extends number>(
  subject: string,
  names: Record<Id, string>,
  params?: { error: string },
) => {
  const ids = Object.keys(names).map(Number) as Id[];
  return z
    .literal(ids, params)
    .describe(`${subject}: ${ids.map((id) => `${id} = ${names[id]}`).join(', ')}.`);
};

// The same filter in a query string, where the number arrives as text; documented like the field.
export const numericEnumQuerySchema = <Id extends number>(schema: z.ZodLiteral<Id>) =>
  z.coerce
    .number()
    .pipe(schema)
    .meta({ type: 'integer', enum: [...schema.values], description: schema.description });

// The names of a list of `{ id, name }` options, as `numericEnumSchema` takes them.
export const namesById = <Id extends number>(options: readonly { id: Id; name: string }[]) =>
  Object.fromEntries(options.map((option) => [option.id, option.name])) as Record<Id, string>;
