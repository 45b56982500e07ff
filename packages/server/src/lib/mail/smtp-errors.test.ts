import { describe, expect, it } from 'vitest';
import { isServerUnavailable, loggableSmtpError } from './smtp-errors';

const smtpError = (fields: { code?: string; responseCode?: number }) =>
  Object.assign(new Error('failed'), fields);

describe('isServerUnavailable', () => {
  it.each([
    ['a refused connection (nodemailer)', smtpError({ code: 'ESOCKET' }), true],
    ['a connection closed before the greeting', smtpError({ code: 'ECONNECTION' }), true],
    ['a greeting or connect timeout', smtpError({ code: 'ETIMEDOUT' }), true],
    ['a host name that does not resolve', smtpError({ code: 'EDNS' }), true],
    ['a failed TLS handshake', smtpError({ code: 'ETLS' }), true],
    ['wrong SMTP credentials', smtpError({ code: 'EAUTH', responseCode: 535 }), true],
    ['a raw refused socket', smtpError({ code: 'ECONNREFUSED' }), true],
    ['421: the server closes the channel', smtpError({ code: 'EENVELOPE', responseCode: 421 }), true],
    ['550: one recipient refused', smtpError({ code: 'EENVELOPE', responseCode: 550 }), false],
    ['452: one mailbox full for now', smtpError({ code: 'EENVELOPE', responseCode: 452 }), false],
    ['a message the server refused', smtpError({ code: 'EMESSAGE', responseCode: 554 }), false],
    ['an error without a code', new Error('boom'), false],
    ['not an error at all', 'boom', false],
  ])('%s → %s', (_name, error, expected) => {
    expect(isServerUnavailable(error)).toBe(expected);
  });
});

describe('loggableSmtpError', () => {
  it.each([
    [
      "Can't send mail - all recipients were rejected: 550 5.1.1 <asha.verma@demo.pulse>: Recipient address rejected: User unknown",
      "Can't send mail - all recipients were rejected: 550 5.1.1 <address>: Recipient address rejected: User unknown",
    ],
    ['Mailbox x.y+tag@mail.example.co.in is full.', 'Mailbox <address> is full.'],
    [
      'RCPT TO:<first@a.test> and RCPT TO:<second@b.test> refused',
      'RCPT TO:<address> and RCPT TO:<address> refused',
    ],
    ['550 <"john doe"@example.test> unknown', '550 <address> unknown'],
    ['550 user@[192.0.2.1] unknown', '550 <address> unknown'],
    ['550 <ñandú@córdoba.example> unknown', '550 <address> unknown'],
    [
      '550-5.1.1 The email account does not exist.\r\n550 5.1.1 Try again',
      '550-5.1.1 The email account does not exist. 550 5.1.1 Try again',
    ],
    ['connect ECONNREFUSED 127.0.0.1:2525', 'connect ECONNREFUSED 127.0.0.1:2525'],
    ['Invalid login: 535 5.7.8 Authentication failed', 'Invalid login: 535 5.7.8 Authentication failed'],
  ])('%s', (text, expected) => {
    expect(loggableSmtpError(text)).toBe(expected);
  });
});
