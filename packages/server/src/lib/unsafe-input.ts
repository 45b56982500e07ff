// C0 control characters and DEL, except tab, line feed and carriage return (multi-line texts hold
// them). PostgreSQL refuses NUL in text and jsonb outright (a 500 before this check); the others
// are never typed by a person and only hide text from the people who read it later.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

// No contract nests deeper than a few levels; a deeper document is an attack on the parsers behind
// zod (jsonb, recursion), not data.
export const MAX_INPUT_DEPTH = 32;

export const CONTROL_CHARACTER_MESSAGE = 'This text contains control characters that are not allowed.';
export const TOO_DEEP_MESSAGE = 'This value is nested too deeply.';

export type UnsafeInput = { path: string[]; message: string };

// The first string (value or object key) holding a control character, or the first value nested
// past the limit, anywhere in a parsed request part. Iterative: a hostile document may be deep.
export const findUnsafeInput = (input: unknown): UnsafeInput | undefined => {
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop() as { value: unknown; path: string[] };
    if (typeof value === 'string') {
      if (CONTROL_CHARACTER.test(value)) return { path, message: CONTROL_CHARACTER_MESSAGE };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_INPUT_DEPTH) return { path, message: TOO_DEEP_MESSAGE };
    for (const [key, child] of Object.entries(value)) {
      if (CONTROL_CHARACTER.test(key)) return { path, message: CONTROL_CHARACTER_MESSAGE };
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return undefined;
};
