import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox, mailSenders } from '../../db/schema/index';
import { useTestApp } from '../../test-support/test-app';
import type { Dependency, DependencyMonitor } from '../dependency-monitor';
import {
  createMailWorker,
  createSmtpTransport,
  MAIL_MAX_ATTEMPTS,
  type MailTransport,
  type MailWorkerOptions,
  retryDelayMs,
  SENDER_SILENCE_MS,
} from './mail-worker';
import { enqueueMails, type OutgoingMail } from './outbox';

type Delivered = { from: string; to: string[]; raw: string };

// A real SMTP listener on loopback: no TLS, no authentication, recipients refused on request with the
// answer real servers give, which echoes the address.
const startSmtpServer = async (options: { refusedRecipients?: string[] } = {}) => {
  const delivered: Delivered[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo: (address, _session, callback) => {
      if (options.refusedRecipients?.includes(address.address)) {
        const error = Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected`), {
          responseCode: 550,
        });
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

type LogLine = { level: 'warn' | 'info'; message: string };
let logLines: LogLine[] = [];
afterEach(() => {
  logLines = [];
});
const recordingLog = {
  warn: (message: string) => logLines.push({ level: 'warn', message }),
  info: (message: string) => logLines.push({ level: 'info', message }),
};

type MonitorCall = [method: 'failed' | 'succeeded', dependency: Dependency, detail?: string];
const recordingMonitor = () => {
  const calls: MonitorCall[] = [];
  const monitor: DependencyMonitor = {
    failed: (dependency, detail) => calls.push(['failed', dependency, detail]),
    succeeded: (dependency) => calls.push(['succeeded', dependency]),
    stateOf: () => ({ status: 'ok', since: new Date(0) }),
  };
  return { calls, monitor };
};

const workerWith = (transport: MailTransport | null, extra: Pick<MailWorkerOptions, 'dependencies'> = {}) => {
  const worker = createMailWorker({
    db: testApp.db,
    clock: testApp.clock,
    transport,
    from: FROM,
    log: recordingLog,
    ...extra,
  });
  cleanups.push(() => worker.stop());
  return worker;
};

// A transport that answers from a script: an error for each failing attempt, then success.
const scriptedTransport = (failures: Error[]): MailTransport & { attempts: number } => {
  const transport = {
    attempts: 0,
    send: async () => {
      const failure = failures[transport.attempts];
      transport.attempts += 1;
      if (failure) throw failure;
    },
    close: () => {},
  };
  return transport;
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

  it('sends a reset link whole, and keeps the sent mail without its token', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const link = 'http://localhost:3000/reset-password#token=abc123.secretSECRET_-x';
    await enqueue([
      { to: 'asha@demo.pulse', subject: 'Reset your password', text: `Open ${link}\nwithin 30 minutes.` },
    ]);

    await workerWith(createSmtpTransport(smtp.url)).runOnce();

    expect(smtp.delivered[0]?.raw).toContain('abc123.secretSECRET_-x');
    const [row] = await outboxRows();
    expect(row?.textBody).toBe(
      'Open http://localhost:3000/reset-password#token=(removed once sent)\nwithin 30 minutes.',
    );
  });

  it('sends a mail’s attachments as MIME parts, with their names and types', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const content = Buffer.from('"Employee","Date"\r\n"Asha Verma","2026-03-02"\r\n');
    await enqueue([
      {
        to: 'asha@demo.pulse',
        subject: "Weekly report 'Team hours'",
        text: 'The report is attached.',
        attachments: [{ fileName: 'Team hours.csv', contentType: 'text/csv; charset=utf-8', content }],
      },
    ]);

    expect((await workerWith(createSmtpTransport(smtp.url)).runOnce()).sent).toBe(1);
    const [mail] = smtp.delivered;
    expect(mail?.raw).toMatch(/^Content-Type: multipart\/mixed;/m);
    expect(mail?.raw).toMatch(/^Content-Disposition: attachment; filename="Team hours\.csv"\r?$/m);
    expect(mail?.raw).toMatch(/^Content-Type: text\/csv; charset=utf-8; name="Team hours\.csv"\r?$/m);
    expect(mail?.raw).toContain(content.toString('base64'));
    expect(mail?.raw).toContain('The report is attached.');
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

describe('mail worker beside other instances (honest claiming)', () => {
  const pendingMail = async () => {
    await enqueue([{ to: 'manager@demo.pulse', subject: 'Leave applied', text: 'Body' }]);
  };
  const statuses = async () => (await outboxRows()).map((row) => row.status);

  it.each([
    [SENDER_SILENCE_MS - 1000, 'pending', 0],
    [SENDER_SILENCE_MS, 'kept', 1],
  ])(
    'without SMTP, %i ms after an instance with SMTP was last seen, leaves the mail %s',
    async (elapsedMs, status, kept) => {
      // The sender's tick found nothing due; then mail arrives and the sender goes quiet.
      await workerWith(scriptedTransport([])).runOnce();
      await pendingMail();
      testApp.clock.advance(elapsedMs);

      expect((await workerWith(null).runOnce()).kept).toBe(kept);
      expect(await statuses()).toEqual([status]);
    },
  );

  it('leaves the due mail to a running sender, which then sends it', async () => {
    const transport = scriptedTransport([]);
    const sender = workerWith(transport);
    await sender.runOnce();
    await pendingMail();

    expect(await workerWith(null).runOnce()).toEqual({ sent: 0, kept: 0, retried: 0, failed: 0 });
    expect(await sender.runOnce()).toEqual({ sent: 1, kept: 0, retried: 0, failed: 0 });
    expect(await statuses()).toEqual(['sent']);
    expect(transport.attempts).toBe(1);
  });

  it('keeps the due mail at once when the last sender has stopped', async () => {
    const sender = createMailWorker({
      db: testApp.db,
      clock: testApp.clock,
      transport: scriptedTransport([]),
      from: FROM,
      log: recordingLog,
    });
    await sender.runOnce();
    await sender.stop();
    await pendingMail();

    expect((await workerWith(null).runOnce()).kept).toBe(1);
  });

  it('forgets instances not seen for a day', async () => {
    await workerWith(scriptedTransport([])).runOnce();
    await workerWith(scriptedTransport([])).runOnce();
    expect(await testApp.db.select().from(mailSenders)).toHaveLength(2);

    testApp.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const laterSender = workerWith(scriptedTransport([]));
    await laterSender.runOnce();

    const remaining = await testApp.db.select().from(mailSenders);
    expect(remaining.map((row) => row.seenAt.toISOString())).toEqual([testApp.clock.now().toISOString()]);
  });
});

describe('mail worker log and dependency state', () => {
  const REFUSED = 'nobody@demo.pulse';

  it('logs the first failure and the giving up, each without the address the server echoed', async () => {
    const smtp = await startSmtpServer({ refusedRecipients: [REFUSED] });
    cleanups.push(smtp.close);
    await enqueue([{ to: REFUSED, subject: 'Leave applied', text: 'Body' }]);
    const { calls, monitor } = recordingMonitor();
    const worker = workerWith(createSmtpTransport(smtp.url), { dependencies: monitor });

    const firstAttemptAt = testApp.clock.now();
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      await worker.runOnce();
      testApp.clock.advance(retryDelayMs(attempt));
    }

    const [row] = await outboxRows();
    expect(row?.status).toBe('failed');
    const retryAt = new Date(firstAttemptAt.getTime() + retryDelayMs(1)).toISOString();
    expect(logLines).toEqual([
      {
        level: 'warn',
        message: `mail ${row?.id} not sent (attempt 1 of 5), retrying at ${retryAt}: Can't send mail - all recipients were rejected: 550 5.1.1 <address>: Recipient address rejected`,
      },
      {
        level: 'warn',
        message: `mail ${row?.id} failed after 5 attempts: Can't send mail - all recipients were rejected: 550 5.1.1 <address>: Recipient address rejected`,
      },
    ]);
    // Administrators read the whole answer in the outbox; it is their organisation's data.
    expect(row?.lastError).toContain(`<${REFUSED}>`);
    // One refused address is the server working, not the server down.
    expect(calls).toEqual([]);
  });

  it('logs a send that succeeds after failures, and tells the monitor the server is back', async () => {
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), {
      code: 'ESOCKET',
    });
    const transport = scriptedTransport([unreachable, unreachable]);
    await enqueue([{ to: 'manager@demo.pulse', subject: 'Leave applied', text: 'Body' }]);
    const { calls, monitor } = recordingMonitor();
    const worker = workerWith(transport, { dependencies: monitor });

    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await worker.runOnce();
      testApp.clock.advance(retryDelayMs(attempt));
    }

    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(logLines.map((line) => line.message)).toEqual([
      expect.stringMatching(new RegExp(`^mail ${row?.id} not sent \\(attempt 1 of 5\\)`)),
      `mail ${row?.id} sent on attempt 3`,
    ]);
    expect(calls).toEqual([
      ['failed', 'mail', 'connect ECONNREFUSED 127.0.0.1:2525'],
      ['failed', 'mail', 'connect ECONNREFUSED 127.0.0.1:2525'],
      ['succeeded', 'mail'],
    ]);
  });

  it('logs nothing for a mail sent at the first attempt', async () => {
    await enqueue([{ to: 'manager@demo.pulse', subject: 'Leave applied', text: 'Body' }]);
    const { calls, monitor } = recordingMonitor();
    expect((await workerWith(scriptedTransport([]), { dependencies: monitor }).runOnce()).sent).toBe(1);
    expect(logLines).toEqual([]);
    expect(calls).toEqual([['succeeded', 'mail']]);
  });

  it('stops the tick at a server it cannot reach: one mail spends an attempt, the others wait', async () => {
    const smtp = await startSmtpServer();
    await smtp.close();
    await enqueue(
      ['a', 'b', 'c'].map((name) => ({ to: `${name}@demo.pulse`, subject: 'Leave applied', text: 'Body' })),
    );
    const { calls, monitor } = recordingMonitor();

    const result = await workerWith(createSmtpTransport(smtp.url), { dependencies: monitor }).runOnce();

    expect(result).toEqual({ sent: 0, kept: 0, retried: 1, failed: 0 });
    expect((await outboxRows()).map((row) => [row.status, row.attempts])).toEqual([
      ['pending', 1],
      ['pending', 0],
      ['pending', 0],
    ]);
    expect(calls).toEqual([['failed', 'mail', expect.stringContaining('ECONNREFUSED')]]);
  });
});
