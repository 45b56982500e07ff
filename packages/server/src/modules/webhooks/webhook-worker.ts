import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { FieldCipher } from '../../lib/field-encryption';
import { type HostResolver, resolveWebhookTarget } from './target-address';
import { webhookRetryDelayMs } from './webhook-retry';
import { postWebhook, WEBHOOK_TIMEOUT_MS } from './webhook-sender';
import { webhookSignatureHeader } from './webhook-signature';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  deleteFinishedDeliveries,
  recordAttempt,
} from './webhooks.repository';

// A claimed delivery is this worker's for this long: well past the request's timeout, so a live
// worker always finishes first; a worker that died lets it go after it.
export const WEBHOOK_LEASE_MS = 6 * WEBHOOK_TIMEOUT_MS;
// Sent side by side; a batch lasts at most one timeout.
const BATCH_SIZE = 10;
// One tick handles at most this many batches, so a backlog never blocks shutdown for long.
const MAX_BATCHES_PER_RUN = 5;
const MAX_ERROR_LENGTH = 1000;

// The deliveries table shows recent history; finished deliveries older than this are deleted by the
// hourly maintenance, so the outbox stays the size of a month's events.
export const WEBHOOK_DELIVERY_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

export const purgeFinishedWebhookDeliveries = (db: Database, clock: Clock) =>
  deleteFinishedDeliveries(db, new Date(clock.now().getTime() - WEBHOOK_DELIVERY_KEEP_MS));

export type WebhookWorkerOptions = {
  db: Database;
  clock: Clock;
  cipher: FieldCipher;
  // Tests answer names without DNS; the system's resolver otherwise.
  resolve?: HostResolver;
  onError?: (error: unknown) => void;
};

export type WebhookRunResult = { delivered: number; retried: number; failed: number };

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);

// Sends due deliveries: at least once (a worker that dies after the receiver answered but before it
// recorded the answer leaves the row to be sent again; the receiver drops the repeat by its
// Pulse-Webhook-Id), and never again once a delivery is recorded as delivered.
export const createWebhookWorker = (options: WebhookWorkerOptions) => {
  const { db, clock, cipher } = options;

  // The receiver's answer, or why none came (a refused address, a timeout, a refused connection).
  const send = async (delivery: ClaimedDelivery) => {
    try {
      // Checked again now, not only at subscribe time: the name may point elsewhere since.
      const target = await resolveWebhookTarget(delivery.url, {
        allowPrivateTargets: delivery.allowPrivateTargets,
        ...(options.resolve ? { resolve: options.resolve } : {}),
      });
      const body = JSON.stringify(delivery.payload);
      const timestamp = Math.floor(clock.now().getTime() / 1000);
      return await postWebhook(
        target,
        {
          'user-agent': 'Pulse-Webhooks/1',
          'pulse-webhook-id': delivery.id,
          'pulse-webhook-event': delivery.eventType,
          'pulse-signature': webhookSignatureHeader(
            cipher.decrypt(delivery.secretEncrypted),
            timestamp,
            body,
          ),
        },
        body,
      );
    } catch (error) {
      return { error: errorText(error) };
    }
  };

  // Outside the try above: a database error while recording is the run's (the lease then runs out
  // and the delivery is sent again), not a failure of the receiver.
  const deliver = async (delivery: ClaimedDelivery, lease: Date, result: WebhookRunResult) => {
    const answer = await send(delivery);
    if ('error' in answer) {
      await recordFailure(delivery, lease, result, {
        lastStatusCode: null,
        lastResponseExcerpt: null,
        lastError: answer.error,
      });
      return;
    }
    if (answer.statusCode >= 200 && answer.statusCode < 300) {
      await recordAttempt(db, delivery.id, lease, {
        status: 'delivered',
        deliveredAt: clock.now(),
        lastStatusCode: answer.statusCode,
        lastResponseExcerpt: answer.excerpt,
        lastError: null,
      });
      result.delivered += 1;
      return;
    }
    await recordFailure(delivery, lease, result, {
      lastStatusCode: answer.statusCode,
      lastResponseExcerpt: answer.excerpt,
      lastError: `The receiver answered ${answer.statusCode}`,
    });
  };

  const recordFailure = async (
    delivery: ClaimedDelivery,
    lease: Date,
    result: WebhookRunResult,
    outcome: { lastStatusCode: number | null; lastResponseExcerpt: string | null; lastError: string },
  ) => {
    const delayMs = webhookRetryDelayMs(delivery.attempts);
    const now = clock.now();
    await recordAttempt(db, delivery.id, lease, {
      ...outcome,
      status: delayMs === null ? 'failed' : 'pending',
      nextAttemptAt: new Date(now.getTime() + (delayMs ?? 0)),
    });
    if (delayMs === null) result.failed += 1;
    else result.retried += 1;
  };

  // Claims a batch without sending it: what a worker that dies right after claiming leaves behind.
  const claim = () => {
    const now = clock.now();
    const lease = new Date(now.getTime() + WEBHOOK_LEASE_MS);
    return claimDueDeliveries(db, now, lease, BATCH_SIZE).then((due) => ({ due, lease }));
  };

  const runOnce = async (): Promise<WebhookRunResult> => {
    const result: WebhookRunResult = { delivered: 0, retried: 0, failed: 0 };
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
      const { due, lease } = await claim();
      await Promise.all(due.map((delivery) => deliver(delivery, lease, result)));
      if (due.length < BATCH_SIZE) break;
    }
    return result;
  };

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    // A slow receiver must not make ticks pile up.
    if (running) return;
    // A database outage fails this tick only (told to onError); the next tick tries again.
    running = runOnce()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = undefined;
      });
  };

  return {
    runOnce,
    claim,
    start: (intervalMs: number) => {
      tick();
      timer = setInterval(tick, intervalMs);
      // The worker alone never keeps the process alive.
      timer.unref();
    },
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};
