import { randomInt } from 'node:crypto';
import {
  DEVICE_TOKEN_ERROR_CODES,
  type DeviceAuthorizationBody,
  type DeviceAuthorizationRequest,
} from '@pulse/shared/contracts/device-authorization';
import type { TrackerSignInResult } from '@pulse/shared/contracts/tracker';
import {
  DEVICE_AUTHORIZATION,
  formatUserCode,
  isAwaitingDecision,
  normalizeUserCode,
  type PollVerdict,
  pollVerdict,
  slowedInterval,
  USER_CODE_ALPHABET,
  USER_CODE_LENGTH,
} from '@pulse/shared/domain/device-authorization';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import { createSessionToken, hashSessionToken } from '../../lib/session-token';
import { runTransaction } from '../../lib/transaction';
import { recordAuditEvent } from '../audit/audit.service';
import { deviceAuthorizationErrors } from './device-authorization.errors';
import {
  consumeDeviceAuthorization,
  type DeviceAuthorizationRow,
  decideDeviceAuthorization,
  deleteStaleDeviceAuthorizations,
  findDeviceAuthorizationByDeviceCode,
  findDeviceAuthorizationByUserCode,
  insertDeviceAuthorization,
  recordPoll,
} from './device-authorization.repository';
import { issueDeviceToken } from './issue-device-token';

// Sign-in by code for the tracker (RFC 8628, the device authorization grant): the agent asks for a
// code, the signed-in employee approves or denies it in the portal (two-factor, if on, was passed at
// that sign-in), and the agent's poll then gets a device token of that employee's, once. The rules of
// a poll are @pulse/shared/domain/device-authorization.ts.

const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
// A user code whose hash is taken is drawn again; after this many the table is far from healthy.
const MAX_USER_CODE_DRAWS = 5;

const drawUserCode = () =>
  Array.from(
    { length: USER_CODE_LENGTH },
    () => USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)],
  ).join('');

// The code as the employee typed it: its hash to look it up by (it is a credential for its 10
// minutes, kept hashed like the device code) and its XXXX-XXXX form to show. Null for no code at all.
const readUserCode = (typed: string) => {
  const letters = normalizeUserCode(typed);
  return letters === null ? null : { hash: hashSessionToken(letters), shown: formatUserCode(letters) };
};

export const startDeviceAuthorization = async (deps: Deps, body: DeviceAuthorizationBody) => {
  const now = deps.clock.now();
  await deleteStaleDeviceAuthorizations(deps.db, new Date(now.getTime() - STALE_AFTER_MS));
  const deviceCode = createSessionToken();
  for (let draw = 0; draw < MAX_USER_CODE_DRAWS; draw += 1) {
    const userCode = drawUserCode();
    const row = await insertDeviceAuthorization(deps.db, {
      deviceCodeHash: hashSessionToken(deviceCode),
      userCodeHash: hashSessionToken(userCode),
      deviceName: body.deviceName,
      platform: body.platform,
      createdAt: now,
      expiresAt: new Date(now.getTime() + DEVICE_AUTHORIZATION.expiresInSeconds * 1000),
      intervalSeconds: DEVICE_AUTHORIZATION.intervalSeconds,
    });
    if (row)
      return {
        deviceCode,
        userCode: formatUserCode(userCode),
        expiresIn: DEVICE_AUTHORIZATION.expiresInSeconds,
        interval: DEVICE_AUTHORIZATION.intervalSeconds,
      };
  }
  throw new Error('no free user code after several draws');
};

const verdictErrors = {
  authorization_pending: deviceAuthorizationErrors[DEVICE_TOKEN_ERROR_CODES.authorizationPending],
  slow_down: deviceAuthorizationErrors[DEVICE_TOKEN_ERROR_CODES.slowDown],
  access_denied: deviceAuthorizationErrors[DEVICE_TOKEN_ERROR_CODES.accessDenied],
  expired_token: deviceAuthorizationErrors[DEVICE_TOKEN_ERROR_CODES.expiredToken],
  invalid_grant: deviceAuthorizationErrors[DEVICE_TOKEN_ERROR_CODES.invalidGrant],
} as const satisfies Record<Exclude<PollVerdict, 'issue'>, unknown>;

// The agent's poll. The poll's time (and a slow_down's longer interval) is written before the answer
// is refused, so it is kept; the token is handed out in the transaction that marks the code used.
export const exchangeDeviceCode = async (deps: Deps, deviceCode: string): Promise<TrackerSignInResult> => {
  const now = deps.clock.now();
  const row = await findDeviceAuthorizationByDeviceCode(deps.db, hashSessionToken(deviceCode));
  if (!row) throw new AppError(verdictErrors.invalid_grant);
  const verdict = pollVerdict(row, now);
  if (verdict === 'authorization_pending' || verdict === 'slow_down') {
    const interval = verdict === 'slow_down' ? slowedInterval(row.intervalSeconds) : row.intervalSeconds;
    await recordPoll(deps.db, row.id, now, interval);
  }
  if (verdict !== 'issue') throw new AppError(verdictErrors[verdict]);
  const { organizationId, employeeId } = row;
  if (!organizationId || !employeeId) throw new Error('an approved code names no employee');
  return runTransaction(deps.db, async (tx) => {
    const issued = await issueDeviceToken(tx, { organizationId, employeeId }, row, now);
    // A poll racing this one took the token first: this one's device goes with the rollback.
    if (!(await consumeDeviceAuthorization(tx, row.id, issued.device.id)))
      throw new AppError(verdictErrors.invalid_grant);
    return issued;
  });
};

const toRequest = (row: DeviceAuthorizationRow, userCode: string): DeviceAuthorizationRequest => ({
  userCode,
  deviceName: row.deviceName,
  platform: row.platform,
  requestedAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  status: row.status,
});

// What the portal's page shows before the employee decides: only a code still waiting is found.
export const getDeviceAuthorizationRequest = async (deps: Deps, auth: Auth, typedUserCode: string) => {
  requireAccess(auth, 'authenticated');
  const userCode = readUserCode(typedUserCode);
  const row = userCode ? await findDeviceAuthorizationByUserCode(deps.db, userCode.hash) : undefined;
  if (!userCode || !row || !isAwaitingDecision(row, deps.clock.now()))
    throw new AppError(deviceAuthorizationErrors.USER_CODE_NOT_FOUND);
  return toRequest(row, userCode.shown);
};

// Approving makes the device the approver's own: the employee and organisation come from the session,
// never from the request. Either decision is in the organisation's audit trail, in its transaction.
export const decideDeviceAuthorizationRequest = async (
  deps: Deps,
  auth: Auth,
  typedUserCode: string,
  decision: 'approved' | 'denied',
  ipAddress: string | null,
) => {
  requireAccess(auth, 'authenticated');
  const userCode = readUserCode(typedUserCode);
  if (!userCode) throw new AppError(deviceAuthorizationErrors.USER_CODE_NOT_FOUND);
  const row = await runTransaction(deps.db, async (tx) => {
    const decided = await decideDeviceAuthorization(tx, userCode.hash, {
      status: decision,
      organizationId: auth.organizationId,
      employeeId: auth.employeeId,
      decidedAt: deps.clock.now(),
    });
    if (!decided) return null;
    const device = `${decided.deviceName} (${decided.platform})`;
    await recordAuditEvent(tx, auth, ipAddress, {
      action: decision === 'approved' ? 'tracker-sign-in.approved' : 'tracker-sign-in.denied',
      subjectId: auth.employeeId,
      summary:
        decision === 'approved'
          ? `Approved the tracker's sign-in on ${device}`
          : `Denied the tracker's sign-in on ${device}`,
      details: { deviceName: decided.deviceName, platform: decided.platform },
    });
    return decided;
  });
  if (!row) throw new AppError(deviceAuthorizationErrors.USER_CODE_NOT_FOUND);
  return toRequest(row, userCode.shown);
};
