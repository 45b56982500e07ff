// The load bench's tracker agents: the agent's own code (packages/tracker: the simulated source, the
// durable queue in an agent home of its own, the upload loop and its retries) for each device, on a
// simulated clock, so a working day's real cadence (a capture window every 15 s, whole minutes
// batched) runs `speed` times faster. What the server acknowledged is kept for the check afterwards.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { TrackerBatchAck, TrackerInputMinute, TrackerInterval } from '@pulse/shared/contracts/tracker';
import { createAgent } from '../../packages/tracker/src/agent';
import { createTrackerClient } from '../../packages/tracker/src/api/tracker-client';
import { createSimulatedSource } from '../../packages/tracker/src/capture/simulated-source';
import { createSimulatedClock } from '../../packages/tracker/src/clock';
import { openDurableQueue, readQueueSize } from '../../packages/tracker/src/queue/durable-queue';
import type { LatencyRecorder } from './latency-recorder';
import type { LoadPerson } from './load-workforce';

// The agent's default capture window (packages/tracker/src/commands/run.ts --poll-seconds).
const POLL_SECONDS = 15;

export type AckedBatch = {
  deviceId: string;
  batchId: string;
  intervals: TrackerInterval[];
  inputMinutes: TrackerInputMinute[];
  ack: TrackerBatchAck;
};
export type AckedScreenshot = { deviceId: string; capturedAt: string };

export const AGENT_KINDS = { batch: 'agent batch', screenshot: 'agent screenshot', config: 'agent config' };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const startLoadAgents = async (input: {
  origin: string;
  people: LoadPerson[];
  homeRoot: string;
  // Where every agent's simulated clock starts, and how many simulated ms pass per real one.
  simulatedStart: Date;
  speed: number;
  // Agents start spread over this many ms, as real ones would not all poll in the same instant.
  spreadMs: number;
  recorder: LatencyRecorder;
}) => {
  const { origin, people, homeRoot, simulatedStart, speed, spreadMs, recorder } = input;
  const acked: AckedBatch[] = [];
  const ackedScreenshots: AckedScreenshot[] = [];
  const log: string[] = [];
  // One signal per agent, as each is its own process in real life (and a signal warns past 10 listeners).
  const stops = people.map(() => new AbortController());

  const agents = await Promise.all(
    people.map(async (person) => {
      const home = join(homeRoot, person.employeeCode);
      await mkdir(home, { recursive: true, mode: 0o700 });
      const queue = await openDurableQueue(join(home, 'queue'));
      const client = createTrackerClient(origin, person.deviceToken);
      return { person, queue, client };
    }),
  );

  const running = agents.map(async ({ person, queue, client }, index) => {
    await pause((spreadMs * index) / agents.length);
    // As `pulse-tracker run` does: the organisation's time zone for the simulated day, UTC offline.
    const config = await recorder.timed(AGENT_KINDS.config, () => client.config()).catch(() => null);
    const measured = {
      uploadBatch: async (batch: Parameters<typeof client.uploadBatch>[0]) => {
        const ack = await recorder.timed(AGENT_KINDS.batch, () => client.uploadBatch(batch));
        acked.push({
          deviceId: person.deviceId,
          batchId: batch.batchId,
          intervals: batch.intervals ?? [],
          inputMinutes: batch.inputMinutes ?? [],
          ack,
        });
        return ack;
      },
      uploadScreenshot: async (...args: Parameters<typeof client.uploadScreenshot>) => {
        const ack = await recorder.timed(AGENT_KINDS.screenshot, () => client.uploadScreenshot(...args));
        ackedScreenshots.push({ deviceId: person.deviceId, capturedAt: ack.capturedAt });
        return ack;
      },
    };
    const agent = createAgent({
      queue,
      source: createSimulatedSource({
        seed: person.employeeCode,
        timeZone: config?.organization.timeZone ?? 'UTC',
      }),
      client: measured,
      clock: createSimulatedClock(simulatedStart, speed),
      startAt: simulatedStart,
      pollMs: (POLL_SECONDS * 1000) / speed,
      log: (line) => log.push(`${person.employeeCode}: ${line}`),
    });
    // Only a 401 ends the loop early; the drain then finds that agent's queue still full.
    await agent
      .run((stops[index] as AbortController).signal)
      .catch((error: unknown) => log.push(`${person.employeeCode}: stopped: ${error}`));
    return agent;
  });

  return {
    acked,
    ackedScreenshots,
    log,
    // Stops capturing (the request in flight finishes), then sends what is still queued through the
    // agent's own upload step, until every queue is empty or `deadlineMs` passes.
    stopAndDrain: async (deadlineMs: number) => {
      for (const stop of stops) stop.abort();
      const stopped = await Promise.all(running);
      const deadline = Date.now() + deadlineMs;
      await Promise.all(
        stopped.map(async (agent) => {
          while (Date.now() < deadline) {
            try {
              if ((await agent.uploadOnce()) === 'idle') return;
            } catch {
              await pause(500);
            }
          }
        }),
      );
      const left = await Promise.all(agents.map(({ queue }) => readQueueSize(queue.directory)));
      return {
        eventsLeft: left.reduce((sum, size) => sum + size.events, 0),
        screenshotsLeft: left.reduce((sum, size) => sum + size.screenshots, 0),
      };
    },
  };
};
