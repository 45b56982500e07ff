import { z } from 'zod';

// A yes/no query parameter. Query strings carry text, so the value
// is parsed from exactly `true` or `false` into a boolean; the document says `type: boolean`, which
// OpenAPI serialises in a query as those same two words.
export const queryBooleanSchema = z
  .stringbool({ truthy: ['true'], falsy: ['false'], case: 'sensitive' })
  .meta({ type: 'boolean' });
