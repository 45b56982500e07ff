// What the mail worker makes of a failed send: whether the mail server itself is out of reach (the
// dependency is down, for every mail) or refused this one mail, and how the error may be written to
// the log.

// nodemailer's codes (smtp-connection) for a server that could not be talked to at all: closed or
// reset connections, socket errors (a refused connection is ESOCKET with originalCode ECONNREFUSED),
// DNS, timeouts (connecting, the greeting, an idle socket), a failed TLS handshake. EAUTH too: with
// wrong credentials every mail fails the same way until an operator fixes SMTP_URL.
const SERVER_UNAVAILABLE_CODES = new Set([
  'ECONNECTION',
  'ESOCKET',
  'EDNS',
  'ETIMEDOUT',
  'ETLS',
  'EAUTH',
  // Node's own codes, for an error that reaches us unwrapped.
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// RFC 5321 §3.8: 421 is the server closing the channel (shutting down, overloaded), whatever the mail.
const SERVICE_NOT_AVAILABLE = 421;

const fieldOf = (error: unknown, field: 'code' | 'responseCode') =>
  typeof error === 'object' && error !== null && field in error
    ? (error as Record<typeof field, unknown>)[field]
    : undefined;

// A refusal of one recipient (5xx for one address, EENVELOPE) is the server working: it is not down.
export const isServerUnavailable = (error: unknown) => {
  const code = fieldOf(error, 'code');
  return (
    (typeof code === 'string' && SERVER_UNAVAILABLE_CODES.has(code)) ||
    fieldOf(error, 'responseCode') === SERVICE_NOT_AVAILABLE
  );
};

// An address bare (x@y.z), in angle brackets (<x@y.z>), with a quoted local part or a domain literal.
// The domain ends before a sentence's full stop.
const ADDRESS =
  /<?(?:"[^"\r\n]*"|[^\s<>()[\]@,;:"]+)@(?:\[[^\]\s]*\]|[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*)>?/gu;

// SMTP servers echo the recipient (`550 5.1.1 <x@y.z>: Recipient address rejected`), and the log is
// read by people and tools that must not get personal data: addresses become `<address>`, and the
// multi-line answers some servers give become one line, so one event stays one log line. The outbox's
// lastError keeps the full text for the organisation's administrators.
export const loggableSmtpError = (text: string) =>
  text.replace(ADDRESS, '<address>').replace(/\s+/g, ' ').trim();
