import { AppError } from './app-error';

// C0 control characters and DEL, except tab, line feed and carriage return (multi-line texts hold
// them). PostgreSQL refuses NUL in text and jsonb outright (a 500 before this check); the others
// are never typed by a person and only hide text from the people who read it later.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// Half of a surrogate pair (a high one not followed by a low one, or a low one not preceded by a
// high one): no character at all, only a text cut in the middle of an emoji, or a JSON `\ud800`
// escape. JSON.stringify writes it back as `\ud800`, which PostgreSQL's jsonb refuses (a 500, issue
// 28), and a text column silently stores U+FFFD instead. Without the `u` flag the pattern sees code
// units, which is what finds the halves.
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

// No contract nests deeper than a few levels; a deeper document is an attack on the parsers behind
// zod (jsonb, recursion), not data.
export const MAX_INPUT_DEPTH = 32;

export const CONTROL_CHARACTER_MESSAGE = 'This text contains control characters that are not allowed.';
export const LONE_SURROGATE_MESSAGE =
  'This text contains half of a character (such as an emoji cut in two), which is not allowed.';
export const TOO_DEEP_MESSAGE = 'This value is nested too deeply.';

// For names the server cleans rather than refuses (file names: lib/file-type.ts), and for a text
// cut to a length, which may split a pair.
export const withoutLoneSurrogates = (text: string) => text.replace(LONE_SURROGATES, '');

export type UnsafeInput = { path: string[]; message: string };

// Why a text is refused, or undefined when it is fine.
const unsafeTextMessage = (text: string) => {
  if (CONTROL_CHARACTER.test(text)) return CONTROL_CHARACTER_MESSAGE;
  // search, not test: a global pattern's test() would carry lastIndex over to the next text.
  if (text.search(LONE_SURROGATES) >= 0) return LONE_SURROGATE_MESSAGE;
  return undefined;
};

// The first string (value or object key) holding a control character or a lone surrogate, or the
// first value nested past the limit, anywhere in a parsed request part. Iterative: a hostile
// document may be deep.
export const findUnsafeInput = (input: unknown): UnsafeInput | undefined => {
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (pending.length > 0) {
    const { value, path } = pending.pop() as { value: unknown; path: string[] };
    if (typeof value === 'string') {
      const message = unsafeTextMessage(value);
      if (message) return { path, message };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_INPUT_DEPTH) return { path, message: TOO_DEEP_MESSAGE };
    for (const [key, child] of Object.entries(value)) {
      const message = unsafeTextMessage(key);
      if (message) return { path, message };
      pending.push({ value: child, path: [...path, key] });
    }
  }
  return undefined;
};

// For the text that does not pass through the validator of every route (validator-compiler.ts):
// multipart fields, and JSON carried inside them. The same 400, naming the field.
export const refuseUnsafeInput = (input: unknown, pathPrefix: readonly string[] = []) => {
  const unsafe = findUnsafeInput(input);
  if (!unsafe) return;
  const path = [...pathPrefix, ...unsafe.path].join('.');
  throw new AppError('VALIDATION_FAILED', unsafe.message, [{ path, message: unsafe.message }]);
};
