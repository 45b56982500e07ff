import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { useTestApp } from '../../test-support/test-app';
import {
  createMailWorker,
  createSmtpTransport,
  MAIL_MAX_ATTEMPTS,
  type MailTransport,
  retryDelayMs,
} from './mail-worker';
import { enqueueMails, type OutgoingMail } from './outbox';

type Delivered = { from: string; to: string[]; raw: string };

// A real SMTP listener on loopback: no TLS, no authentication, recipients refused on request.
const startSmtpServer = async (options: { refusedRecipients?: string[] } = {}) => {
  const delivered: Delivered[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo: (address, _session, callback) => {
      if (options.refusedRecipients?.includes(address.address)) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        delivered.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    delivered,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const testApp = useTestApp();
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const FROM = 'Pulse <no-reply@pulse.local>';

const enqueue = (mails: Omit<OutgoingMail, 'organizationId'>[]) =>
  testApp.db.transaction((tx) =>
    enqueueMails(
      tx,
      mails.map((mail) => ({ ...mail, organizationId: testApp.demoOrganizationId })),
      testApp.clock.now(),
    ),
  );

const workerWith = (transport: MailTransport | null) => {
  const worker = createMailWorker({ db: testApp.db, clock: testApp.clock, transport, from: FROM });
  cleanups.push(() => worker.stop());
  return worker;
};

const outboxRows = () => testApp.db.select().from(mailOutbox).orderBy(asc(mailOutbox.toAddress));

describe('mail worker', () => {
  it('delivers pending mail over SMTP with its To, Subject and body, and marks it sent', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    await enqueue([
      { to: 'manager@demo.pulse', subject: 'Leave applied', text: 'Asha applied for leave on 2 Mar 2026.' },
      { to: 'asha@demo.pulse', subject: 'Leave approved', text: 'Your leave on 2 Mar 2026 was approved.' },
    ]);

    const result = await workerWith(createSmtpTransport(smtp.url)).runOnce();

    expect(result).toEqual({ sent: 2, kept: 0, retried: 0, failed: 0 });
    expect(smtp.delivered).toHaveLength(2);
    const toManager = smtp.delivered.find((mail) => mail.to[0] === 'manager@demo.pulse');
    expect(toManager?.from).toBe('no-reply@pulse.local');
    expect(toManager?.raw).toMatch(/^To: manager@demo\.pulse\r?$/m);
    expect(toManager?.raw).toMatch(/^Subject: Leave applied\r?$/m);
    expect(toManager?.raw).toContain('Asha applied for leave on 2 Mar 2026.');
    const rows = await outboxRows();
    expect(rows.map((row) => [row.status, row.attempts, row.sentAt?.toISOString()])).toEqual([
      ['sent', 1, testApp.clock.now().toISOString()],
      ['sent', 1, testApp.clock.now().toISOString()],
    ]);

    // Sent mail is never sent again.
    expect(await workerWith(createSmtpTransport(smtp.url)).runOnce()).toEqual({
      sent: 0,
      kept: 0,
      retried: 0,
      failed: 0,
    });
    expect(smtp.delivered).toHaveLength(2);
  });

  it.each([
    ['a refused recipient', 'refused'],
    ['a stopped server', 'stopped'],
  ] as const)('retries %s with exponential backoff, then gives up after 5 attempts', async (_name, kind) => {
    const smtp = await startSmtpServer({ refusedRecipients: ['nobody@demo.pulse'] });
    if (kind === 'stopped') await smtp.close();
    else cleanups.push(smtp.close);
    await enqueue([{ to: 'nobody@demo.pulse', subject: 'Leave applied', text: 'Body' }]);
    const worker = workerWith(createSmtpTransport(smtp.url));

    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      const result = await worker.runOnce();
      const [row] = await outboxRows();
      expect(row?.attempts).toBe(attempt);
      expect(row?.lastError).toBeTruthy();
      if (attempt < MAIL_MAX_ATTEMPTS) {
        expect(result.retried).toBe(1);
        expect(row?.status).toBe('pending');
        const delay = retryDelayMs(attempt);
        expect(row?.nextAttemptAt.getTime()).toBe(testApp.clock.now().getTime() + delay);
        // Not due before its time: nothing is attempted.
        testApp.clock.advance(delay - 1000);
        expect((await worker.runOnce()).retried).toBe(0);
        testApp.clock.advance(1000);
      } else {
        expect(result.failed).toBe(1);
        expect(row?.status).toBe('failed');
      }
    }
    testApp.clock.advance(24 * 60 * 60 * 1000);
    expect(await worker.runOnce()).toEqual({ sent: 0, kept: 0, retried: 0, failed: 0 });
    expect(smtp.delivered).toHaveLength(0);
  });

  it("keeps mail in the outbox when no SMTP is configured ('kept')", async () => {
    await enqueue([{ to: 'manager@demo.pulse', subject: 'Leave applied', text: 'Body' }]);
    expect(await workerWith(null).runOnce()).toEqual({ sent: 0, kept: 1, retried: 0, failed: 0 });
    const [row] = await outboxRows();
    expect(row?.status).toBe('kept');
    expect(row?.sentAt).toBeNull();
  });

  it('never sends a row twice when two workers run at once', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const recipients = Array.from({ length: 45 }, (_, index) => `person${index}@demo.pulse`);
    await enqueue(recipients.map((to) => ({ to, subject: 'Leave applied', text: `Hello ${to}` })));

    const [first, second] = await Promise.all([
      workerWith(createSmtpTransport(smtp.url)).runOnce(),
      workerWith(createSmtpTransport(smtp.url)).runOnce(),
    ]);

    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(recipients.length);
    const deliveredTo = smtp.delivered.flatMap((mail) => mail.to).sort();
    expect(deliveredTo).toEqual([...recipients].sort());
    const sentRows = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sent'));
    expect(sentRows).toHaveLength(recipients.length);
    expect(sentRows.every((row) => row.attempts === 1)).toBe(true);
  });
});
