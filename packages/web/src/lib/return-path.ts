// Where sign-in returns to (`/?next=…`): a path of this site only. Anything else, a full URL or a
// protocol-relative `//host` above all, would make the sign-in page an open redirect.
export const returnPathFrom = (next: string | null): string | null => {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  const base = 'https://pulse.invalid';
  try {
    const url = new URL(next, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
};
