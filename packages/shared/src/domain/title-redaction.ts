// Settings → Tracking window-title redaction: a focused window whose title (or URL) matches any of
// the organisation's patterns is recorded under its application's name alone. The agent applies this
// before it queues anything and the server applies it again on upload, so an old agent or one that
// has not yet fetched the latest patterns cannot leak a title the organisation chose not to keep.
// A pattern matches case-insensitively anywhere in the text; `*` stands for any run of characters.
export const MAX_REDACTION_PATTERNS = 100;
export const MAX_REDACTION_PATTERN_LENGTH = 200;

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

// Built from literal text and `.*` only: linear to match whatever an admin types.
const toRegExp = (pattern: string) => new RegExp(escapeRegExp(pattern.trim()).replace(/\*+/g, '.*'), 'i');

export const compileRedactionPatterns = (patterns: readonly string[]) =>
  patterns.filter((pattern) => pattern.replace(/\*/g, '').trim() !== '').map(toRegExp);

export type FocusText = { app: string; title: string; url?: string | null };

export const redactFocus = <T extends FocusText>(focus: T, compiled: readonly RegExp[]): T => {
  const isRedacted = compiled.some(
    (pattern) => pattern.test(focus.title) || (focus.url ? pattern.test(focus.url) : false),
  );
  if (!isRedacted) return focus;
  return { ...focus, title: focus.app, ...(focus.url ? { url: null } : {}) };
};

export const redactTitle = (app: string, title: string, compiled: readonly RegExp[]) =>
  redactFocus({ app, title }, compiled).title;
