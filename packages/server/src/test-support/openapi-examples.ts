import { randomUUID } from 'node:crypto';

// Just enough of JSON Schema (as the committed OpenAPI document writes zod's schemas) to make a value
// that passes a route's validation and hostile variants of each of its fields, for the fuzz suite.
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

// The document with its component references written out, so each operation's schemas can be read
// (and fed hostile values) where they stand.
export const withComponentsInline = (text: string) => {
  const raw = JSON.parse(text) as { components: { schemas: Record<string, unknown> } };
  const inline = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(inline);
    if (!value || typeof value !== 'object') return value;
    const reference = (value as { $ref?: string }).$ref;
    if (reference?.startsWith('#/components/schemas/'))
      return inline(raw.components.schemas[reference.slice('#/components/schemas/'.length)]);
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, inline(child)]));
  };
  return inline(raw);
};

// Strings a pattern may ask for, tried in order; the first that matches is the example.
const PATTERN_CANDIDATES = [
  '2026-03-02',
  '2026-03',
  '2026-W10',
  '10:30',
  '10:30:00',
  'EMP001',
  '#1976d2',
  'abc',
  '1',
];

const exampleString = (schema: JsonSchema): string => {
  if (schema.format === 'date') return '2026-03-02';
  if (schema.format === 'date-time') return '2026-03-02T10:30:00.000Z';
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'uri') return 'https://example.com/';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const match = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
    if (match) return match;
  }
  return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
};

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

// The first option that is not null: the usual value of an optional field.
const usualOption = (options: JsonSchema[]) =>
  options.find(
    (option) => typeOf(option) !== 'null' && !(option.enum?.length === 1 && option.enum[0] === ''),
  ) ?? options[0];

export const exampleOf = (schema: JsonSchema): unknown => {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return exampleOf(usualOption(options) ?? {});
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part)));
  switch (typeOf(schema)) {
    case 'string':
      return exampleString(schema);
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.minItems ? [exampleOf(schema.items ?? {})] : [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, exampleOf(property)]),
      );
    default:
      return schema.properties ? exampleOf({ ...schema, type: 'object' }) : 'x';
  }
};

// The kinds a field may hold, looking through optional/nullable wrappers.
const kindsOf = (schema: JsonSchema): Set<string> => {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return new Set(options.flatMap((option) => [...kindsOf(option)]));
  const kinds = new Set<string>();
  const type = typeOf(schema);
  if (type) kinds.add(type);
  if (schema.format) kinds.add(`format:${schema.format}`);
  return kinds;
};

// `mustRefuse`: a 4xx is the only right answer; otherwise a 2xx is fine too (a long search finds
// nothing), but never a 5xx.
export type Variant = { name: string; value: unknown; mustRefuse?: boolean };

// The array's item schema, looking through optional/nullable wrappers.
const itemsOf = (schema: JsonSchema): JsonSchema | undefined =>
  schema.items ?? (schema.anyOf ?? schema.oneOf)?.map(itemsOf).find((items) => items !== undefined);

// Texts no field may hold: control characters, and half a surrogate pair (PostgreSQL's
// jsonb refused one, a 500), high or low, alone at either end or in a reversed pair. Bodies only: a
// URL carries UTF-8 bytes, in which half a pair cannot be written.
const POISONED_TEXTS: Variant[] = [
  { name: 'NUL', value: 'a\u0000b' },
  { name: 'escape sequence', value: '\u001b[2J' },
  { name: 'backspace', value: 'x\u0008' },
  { name: 'high surrogate alone, at the start', value: '\ud800x' },
  { name: 'low surrogate alone, at the end', value: 'x\udfff' },
  { name: 'reversed surrogate pair', value: 'a\ude42\ud83db' },
];

// Values a field must refuse: for text, control characters, half characters and a huge string (in a
// list of texts, the poisoned ones as an item); for dates, days that do not exist; for everything, a
// value of the wrong type.
export const hostileValuesFor = (schema: JsonSchema): Variant[] =>
  hostileBodyValues(schema).map((variant) => ({ ...variant, mustRefuse: true }));

const hostileBodyValues = (schema: JsonSchema): Variant[] => {
  const kinds = kindsOf(schema);
  const variants: Variant[] = [{ name: 'wrong type (object)', value: { $gt: '' } }];
  if (kinds.has('string')) {
    variants.push(...POISONED_TEXTS);
    // A string the schema does not bound is a finding of its own: every text has a limit.
    variants.push({ name: 'huge string', value: 'x'.repeat(200_000) });
  }
  if (kinds.has('format:date')) variants.push({ name: 'impossible date', value: '2026-02-30' });
  if (kinds.has('format:date-time'))
    variants.push({ name: 'impossible instant', value: '2026-02-30T25:61:00Z' });
  if (kinds.has('integer') || kinds.has('number'))
    variants.push({ name: 'huge number', value: 1e308 }, { name: 'number as text', value: 'NaN' });
  if (kinds.has('array')) {
    variants.push({ name: 'array of 100,000', value: Array.from({ length: 100_000 }, () => 1) });
    const items = itemsOf(schema);
    if (items && kindsOf(items).has('string'))
      variants.push(
        ...POISONED_TEXTS.map((poison) => ({ name: `item: ${poison.name}`, value: [poison.value] })),
      );
  }
  return variants;
};

// The same for query and path parameters, which arrive as text.
export const hostileParameterValues = (schema: JsonSchema): Variant[] => {
  const kinds = kindsOf(schema);
  const variants: Variant[] = [
    { name: 'NUL', value: 'a\u0000b', mustRefuse: true },
    { name: 'escape sequence', value: '\u001b[2J', mustRefuse: true },
    { name: 'long text', value: 'x'.repeat(8000) },
    { name: 'object notation', value: '[object Object]' },
    { name: 'year 0', value: '0000-01-01' },
  ];
  if (kinds.has('format:date'))
    variants.push({ name: 'impossible date', value: '2026-02-30', mustRefuse: true });
  else variants.push({ name: 'impossible date', value: '2026-02-30' });
  if (kinds.has('integer') || kinds.has('number'))
    variants.push(
      { name: 'huge number', value: '99999999999999999999999' },
      { name: 'negative', value: '-1' },
    );
  return variants;
};
