import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, lt, lte } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Database, Transaction } from '../../db/client';
import { mailAttachments, mailOutbox, mailSenders } from '../../db/schema/index';
import type { Clock } from '../clock';
import type { DependencyMonitor } from '../dependency-monitor';
import { loadNodemailer } from '../lazy-modules';
import { isServerUnavailable, loggableSmtpError } from './smtp-errors';

// Attachments as nodemailer takes them; absent on a mail without files.
// A password reset's or an invitation's link carries its token after #token= (shared/paths.ts). Once
// the mail has left, the outbox keeps its text without the token: whoever reads the outbox later
// (administrators, a database backup) cannot use the link. A mail kept for the dev mailbox, or not sent
// yet, keeps it: the outbox is then its only way to the person.
export const withoutSecretLinks = (text: string) =>
  text.replace(/#token=[^\s]+/g, '#token=(removed once sent)');

export type MessageAttachment = { filename: string; contentType: string; content: Buffer };
export type OutgoingMessage = {
  from: string;
  to: string;
  subject: string;
  text: string;
  attachments?: MessageAttachment[];
};

// How a mail leaves the building; nodemailer over SMTP in production, anything in tests.
export type MailTransport = {
  send: (message: OutgoingMessage) => Promise<void>;
  close: () => void;
};

export const createSmtpTransport = (smtpUrl: string): MailTransport => {
  // nodemailer loads with the first mail, and only where SMTP_URL is set (hardening: memory).
  let transporter: Promise<Transporter> | undefined;
  const connect = () => {
    // A small pool: a batch reuses its connections instead of one SMTP session per mail.
    transporter ??= loadNodemailer().then((nodemailer) =>
      nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 2 }),
    );
    return transporter;
  };
  return {
    send: async (message) => {
      await (await connect()).sendMail(message);
    },
    close: () => {
      void transporter?.then((opened) => opened.close());
    },
  };
};

export const MAIL_MAX_ATTEMPTS = 5;
// 1, 2, 4, 8 minutes between the five attempts: a short SMTP outage is ridden out, a wrong
// address gives up within a quarter of an hour.
export const MAIL_RETRY_BASE_MS = 60 * 1000;
export const retryDelayMs = (attempts: number) => MAIL_RETRY_BASE_MS * 2 ** (attempts - 1);

// A sender notes itself before every batch and on every tick (a few seconds apart), so a minute of
// silence means it has stopped: crashed, scaled down, or restarted without SMTP_URL. Only then does an
// instance without SMTP keep the due mail; a shorter wait would race a sender in the middle of a slow
// batch, a longer one only delays the kept mail of a single machine whose sender went away. Clocks of
// the instances must agree to well within this (NTP does).
export const SENDER_SILENCE_MS = 60 * 1000;
// Notes of instances gone this long are deleted by any worker's tick: the table stays the size of the
// deployment.
const SENDER_FORGET_MS = 24 * 60 * 60 * 1000;

const BATCH_SIZE = 20;
// One tick handles at most this many batches, so a backlog never blocks shutdown for long.
const MAX_BATCHES_PER_RUN = 10;
// SMTP servers answer with long multi-line errors; the outbox page shows the start.
const MAX_ERROR_LENGTH = 1000;

export type MailWorkerLog = { warn: (message: string) => void; info: (message: string) => void };

export type MailWorkerOptions = {
  db: Database;
  clock: Clock;
  // null: no SMTP configured; due mail is kept in the outbox for administrators to read, unless an
  // instance with SMTP is running beside this one (SENDER_SILENCE_MS).
  transport: MailTransport | null;
  from: string;
  // One line per mail whose state SMTP changed, never an address (smtp-errors.ts). The console when
  // not given.
  log?: MailWorkerLog;
  // Told when the mail server cannot be reached and when a send succeeds again.
  dependencies?: DependencyMonitor;
  onError?: (error: unknown) => void;
};

export type MailRunResult = { sent: number; kept: number; retried: number; failed: number };

type DueMail = { id: string; toAddress: string; subject: string; textBody: string; attempts: number };

// Sends due outbox rows. Each batch is claimed with `for update skip locked` inside a transaction
// that lasts until the rows are updated, so two workers (two app instances) never take the same
// row; a crash between sending and commit leaves the row pending, so delivery is at least once.
// The outbox is a maintenance queue across organisations: rows are read by status and time only,
// and each mail goes to the address its own organisation's change wrote.
export const createMailWorker = (options: MailWorkerOptions) => {
  const { db, clock, transport } = options;
  const log = options.log ?? console;
  const instanceId = randomUUID();

  const noteSender = async () => {
    const now = clock.now();
    await db
      .insert(mailSenders)
      .values({ instanceId, seenAt: now })
      .onConflictDoUpdate({ target: mailSenders.instanceId, set: { seenAt: now } });
  };

  const forgetGoneSenders = async () => {
    const forgetBefore = new Date(clock.now().getTime() - SENDER_FORGET_MS);
    await db.delete(mailSenders).where(lt(mailSenders.seenAt, forgetBefore));
  };

  const hasLiveSender = async () => {
    const seenSince = new Date(clock.now().getTime() - SENDER_SILENCE_MS);
    const [sender] = await db
      .select({ instanceId: mailSenders.instanceId })
      .from(mailSenders)
      .where(gt(mailSenders.seenAt, seenSince))
      .limit(1);
    return sender !== undefined;
  };

  // A mail's files, read as it is sent (not with the batch): at most one mail's bytes are in memory.
  const attachmentsOf = (tx: Transaction, mailId: string): Promise<MessageAttachment[]> =>
    tx
      .select({
        filename: mailAttachments.fileName,
        contentType: mailAttachments.contentType,
        content: mailAttachments.content,
      })
      .from(mailAttachments)
      .where(eq(mailAttachments.mailId, mailId));

  // Sends one mail and records what came of it. Answers whether the server could not be reached at
  // all: the batch then stops, since every other mail would wait out the same timeout (holding its
  // row and this tick) and spend one of its attempts on an outage rather than on its own address.
  const deliver = async (
    tx: Transaction,
    mail: DueMail,
    send: MailTransport['send'],
    result: MailRunResult,
  ): Promise<{ isServerUnavailable: boolean }> => {
    const now = clock.now();
    const attempts = mail.attempts + 1;
    // Before the try: a database error is the batch's, not a failure of this mail's delivery.
    const attachments = await attachmentsOf(tx, mail.id);
    try {
      await send({
        from: options.from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      await tx
        .update(mailOutbox)
        .set({
          status: 'sent',
          attempts,
          sentAt: clock.now(),
          lastError: null,
          textBody: withoutSecretLinks(mail.textBody),
        })
        .where(eq(mailOutbox.id, mail.id));
      result.sent += 1;
      options.dependencies?.succeeded('mail');
      if (attempts > 1) log.info(`mail ${mail.id} sent on attempt ${attempts}`);
      return { isServerUnavailable: false };
    } catch (error) {
      const errorText = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      const hasGivenUp = attempts >= MAIL_MAX_ATTEMPTS;
      const nextAttemptAt = hasGivenUp ? now : new Date(now.getTime() + retryDelayMs(attempts));
      await tx
        .update(mailOutbox)
        .set({ status: hasGivenUp ? 'failed' : 'pending', attempts, nextAttemptAt, lastError: errorText })
        .where(eq(mailOutbox.id, mail.id));
      // The log gets the changes of state only: the first failure and the giving up, not the retries
      // between them (the outbox page shows those).
      const reason = loggableSmtpError(errorText);
      if (hasGivenUp) {
        result.failed += 1;
        log.warn(`mail ${mail.id} failed after ${attempts} attempts: ${reason}`);
      } else {
        result.retried += 1;
        if (attempts === 1)
          log.warn(
            `mail ${mail.id} not sent (attempt 1 of ${MAIL_MAX_ATTEMPTS}), retrying at ${nextAttemptAt.toISOString()}: ${reason}`,
          );
      }
      const isDown = isServerUnavailable(error);
      if (isDown) options.dependencies?.failed('mail', reason);
      return { isServerUnavailable: isDown };
    }
  };

  // Answers how many due rows it claimed and whether the run should stop (the server is unreachable).
  const runBatch = async (result: MailRunResult) =>
    db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: mailOutbox.id,
          toAddress: mailOutbox.toAddress,
          subject: mailOutbox.subject,
          textBody: mailOutbox.textBody,
          attempts: mailOutbox.attempts,
        })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, clock.now())))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });

      for (const mail of due) {
        if (!transport) {
          await tx.update(mailOutbox).set({ status: 'kept' }).where(eq(mailOutbox.id, mail.id));
          result.kept += 1;
          continue;
        }
        // The rows after it stay pending, untouched, and are released with this transaction.
        if ((await deliver(tx, mail, transport.send, result)).isServerUnavailable)
          return { claimed: due.length, shouldStop: true };
      }
      return { claimed: due.length, shouldStop: false };
    });

  const runOnce = async (): Promise<MailRunResult> => {
    const result: MailRunResult = { sent: 0, kept: 0, retried: 0, failed: 0 };
    await forgetGoneSenders();
    // A mixed deployment (some instances with SMTP_URL, some without): the mail is the senders'.
    if (!transport && (await hasLiveSender())) return result;
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
      if (transport) await noteSender();
      const { claimed, shouldStop } = await runBatch(result);
      if (shouldStop || claimed < BATCH_SIZE) break;
    }
    return result;
  };

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let noting: Promise<unknown> | undefined;
  const tick = () => {
    // A slow SMTP server must not make ticks pile up. The instance is still a sender meanwhile: on
    // PostgreSQL the note goes beside the batch's transaction, so a send waiting out a timeout does
    // not let the others take this instance for gone.
    if (running) {
      if (transport && !noting)
        noting = noteSender()
          .catch((error: unknown) => options.onError?.(error))
          .finally(() => {
            noting = undefined;
          });
      return;
    }
    running = runOnce()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = undefined;
      });
  };

  return {
    runOnce,
    start: (intervalMs: number) => {
      tick();
      timer = setInterval(tick, intervalMs);
      // The worker alone never keeps the process alive.
      timer.unref();
    },
    stop: async () => {
      clearInterval(timer);
      await Promise.all([running, noting]);
      if (transport) {
        transport.close();
        // Gone at once rather than after SENDER_SILENCE_MS: an instance without SMTP, alone now, keeps
        // the due mail on its next tick.
        await db
          .delete(mailSenders)
          .where(eq(mailSenders.instanceId, instanceId))
          .catch((error: unknown) => options.onError?.(error));
      }
    },
  };
};
