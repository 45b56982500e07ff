import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isOlderVersion } from '@pulse/shared/domain/device-live-state';
import {
  queueDirectory,
  readHeartbeatAnswer,
  readPauseSpans,
  readSelection,
  readSelectionRefusal,
  readSignIn,
} from '../agent-home';
import { readRunningAgent } from '../agent-lock';
import { AGENT_VERSION } from '../agent-version';
import { describeCapabilities, readCapabilities } from '../capture/desktop-capabilities';
import { updateNotice } from '../heartbeat';
import { localTime } from '../local-time';
import { readQueueSize, readRejectedSize } from '../queue/durable-queue';
import { describeService } from '../service/background-service';
import { type CommandContext, serviceContextOf } from './command-context';
import type { CommandHelp } from './command-help';
import { describeAgentState } from './describe-agent-state';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const statusHelp = {
  summary: 'Who is signed in, whether the agent runs, the queue, capture, service and project',
  usage: ['status'],
  details: [
    'Who is signed in, whether the agent runs (and its pid), whether it is paused, what waits to be',
    'sent and when it last sent, what this desktop lets it capture, the background service, and the',
    'project your time goes to. Times are in this computer’s time zone.',
  ],
  options: {},
} as const satisfies CommandHelp;

export const status = async (context: CommandContext) => {
  const { home, print } = context;
  const now = context.now();
  const time = (iso: string) => localTime(new Date(iso), now, context.timeZone);
  const signIn = await readSignIn(home);
  if (!signIn) {
    print('Not signed in.');
    return;
  }
  const selection = await readSelection(home);
  const refusal = await readSelectionRefusal(home);
  // Read only: a running agent owns the queue.
  const size = await readQueueSize(queueDirectory(home));
  const last = await readFile(join(queueDirectory(home), 'last-upload.json'), 'utf8')
    .then((text) => time((JSON.parse(text) as { at: string }).at))
    .catch(() => 'never');
  print(`Server:       ${signIn.server}`);
  // The minimum the server named in its last heartbeat answer, against this installation's version
  // (not the answer's flag: the agent may have been updated since).
  const heartbeat = await readHeartbeatAnswer(home);
  if (heartbeat && isOlderVersion(AGENT_VERSION, heartbeat.minimumAgentVersion))
    print(`Update:       ${updateNotice(AGENT_VERSION, heartbeat.minimumAgentVersion)}`);
  print(`Employee:     ${signIn.employee.name} (${signIn.employee.employeeCode})`);
  print(
    `State:        ${describeAgentState(await readRunningAgent(home), await readPauseSpans(home), now, context.timeZone)}`,
  );
  print(`Queued:       ${size.events} events, ${size.screenshots} screenshots`);
  // Hardening (a batch that blocks the queue): what the server refused as invalid is set aside so the
  // rest is sent; said here, as that time is missing from the time sheet.
  const rejected = await readRejectedSize(queueDirectory(home));
  if (rejected.batches + rejected.screenshots > 0)
    print(
      `Set aside:    ${counted(rejected.batches, 'batch', 'batches')}, ${counted(rejected.screenshots, 'screenshot', 'screenshots')} the server refused (kept in ${join(queueDirectory(home), 'rejected')})`,
    );
  print(`Last upload:  ${last}`);
  const capture = await readCapabilities(home);
  print(
    `Capture:      ${capture ? `${capture.desktop} (checked ${time(capture.at)})` : 'not checked yet: `pulse-tracker run` checks what this desktop offers'}`,
  );
  for (const line of capture ? describeCapabilities(capture.capabilities) : [])
    print(`              ${line}`);
  print(
    `Service:      ${(await describeService(serviceContextOf(context))) ?? 'not installed (`pulse-tracker install` runs the agent in the background)'}`,
  );
  print(`Project:      ${selection?.project?.name ?? 'none'}`);
  print(`To-do:        ${(selection?.project && selection.todo?.name) || 'none'}`);
  if (refusal)
    print(
      `Refused:      at ${time(refusal.at)} the server refused the project or to-do of ${refusal.intervals} intervals (${refusal.detail}); they were sent without it. Choose again with \`pulse-tracker project select\`.`,
    );
};
