import { and, asc, eq, lte } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import type { Clock } from '../clock';
import { loadNodemailer } from '../lazy-modules';

export type OutgoingMessage = { from: string; to: string; subject: string; text: string };

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

const BATCH_SIZE = 20;
// One tick handles at most this many batches, so a backlog never blocks shutdown for long.
const MAX_BATCHES_PER_RUN = 10;
// SMTP servers answer with long multi-line errors; the outbox page shows the start.
const MAX_ERROR_LENGTH = 1000;

export type MailWorkerOptions = {
  db: Database;
  clock: Clock;
  // null: no SMTP configured; every due mail is kept in the outbox for administrators to read.
  transport: MailTransport | null;
  from: string;
  onError?: (error: unknown) => void;
};

export type MailRunResult = { sent: number; kept: number; retried: number; failed: number };

// Sends due outbox rows. Each batch is claimed with `for update skip locked` inside a transaction
// that lasts until the rows are updated, so two workers (two app instances) never take the same
// row; a crash between sending and commit leaves the row pending, so delivery is at least once.
// The outbox is a maintenance queue across organisations: rows are read by status and time only,
// and each mail goes to the address its own organisation's change wrote.
export const createMailWorker = (options: MailWorkerOptions) => {
  const runBatch = async (result: MailRunResult): Promise<number> =>
    options.db.transaction(async (tx) => {
      const now = options.clock.now();
      const due = await tx
        .select({
          id: mailOutbox.id,
          toAddress: mailOutbox.toAddress,
          subject: mailOutbox.subject,
          textBody: mailOutbox.textBody,
          attempts: mailOutbox.attempts,
        })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });

      for (const mail of due) {
        if (!options.transport) {
          await tx.update(mailOutbox).set({ status: 'kept' }).where(eq(mailOutbox.id, mail.id));
          result.kept += 1;
          continue;
        }
        const attempts = mail.attempts + 1;
        try {
          await options.transport.send({
            from: options.from,
            to: mail.toAddress,
            subject: mail.subject,
            text: mail.textBody,
          });
          await tx
            .update(mailOutbox)
            .set({ status: 'sent', attempts, sentAt: options.clock.now(), lastError: null })
            .where(eq(mailOutbox.id, mail.id));
          result.sent += 1;
        } catch (error) {
          const hasGivenUp = attempts >= MAIL_MAX_ATTEMPTS;
          await tx
            .update(mailOutbox)
            .set({
              status: hasGivenUp ? 'failed' : 'pending',
              attempts,
              nextAttemptAt: hasGivenUp ? now : new Date(now.getTime() + retryDelayMs(attempts)),
              lastError: (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH),
            })
            .where(eq(mailOutbox.id, mail.id));
          if (hasGivenUp) result.failed += 1;
          else result.retried += 1;
        }
      }
      return due.length;
    });

  const runOnce = async (): Promise<MailRunResult> => {
    const result: MailRunResult = { sent: 0, kept: 0, retried: 0, failed: 0 };
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
      const handled = await runBatch(result);
      if (handled < BATCH_SIZE) break;
    }
    return result;
  };

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    // A slow SMTP server must not make ticks pile up.
    if (running) return;
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
      await running;
      options.transport?.close();
    },
  };
};
