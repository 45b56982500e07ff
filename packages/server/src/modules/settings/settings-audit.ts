import { calendarTexts } from '@pulse/shared/contracts/calendar';
import type { OrganizationSettings } from '@pulse/shared/contracts/settings';
import type { Transaction } from '../../db/client';
import type { Auth } from '../../lib/auth-context';
import { recordAuditEvent } from '../audit/audit.service';
import type { MasterDataKind } from './master-data-kinds';

// Hardening (audit trail): settings changes, old → new, in the words of the Settings screen, written
// in the change's transaction. A save that changes nothing writes nothing.

const FLAG_FIELDS = ['isShiftsEnabled', 'isLogOffIncludedInIdle', 'isLeaveTypeShared', 'currency'] as const;
type Flags = Pick<OrganizationSettings, (typeof FLAG_FIELDS)[number]>;

const onOff = (value: boolean) => (value ? 'On' : 'Off');

// The switches' labels on the Shift and Leaves Master tabs and the currency select's.
const describeOrganizationSettingsChanges = (before: Flags, after: Flags) => [
  ...(before.isShiftsEnabled === after.isShiftsEnabled
    ? []
    : [`Shifts: ${onOff(before.isShiftsEnabled)} → ${onOff(after.isShiftsEnabled)}`]),
  ...(before.isLogOffIncludedInIdle === after.isLogOffIncludedInIdle
    ? []
    : [
        `Include Log Off In Idle: ${onOff(before.isLogOffIncludedInIdle)} → ${onOff(after.isLogOffIncludedInIdle)}`,
      ]),
  ...(before.isLeaveTypeShared === after.isLeaveTypeShared
    ? []
    : [
        `${calendarTexts.sharingLabel}: ${onOff(before.isLeaveTypeShared)} → ${onOff(after.isLeaveTypeShared)}`,
      ]),
  ...(before.currency === after.currency ? [] : [`Currency: ${before.currency} → ${after.currency}`]),
];

export const recordOrganizationSettingsChange = async (
  tx: Transaction,
  auth: Auth,
  ipAddress: string | null,
  change: { before: Flags; after: Flags },
) => {
  const words = describeOrganizationSettingsChanges(change.before, change.after);
  if (words.length === 0) return;
  const changed = FLAG_FIELDS.filter((field) => change.before[field] !== change.after[field]);
  await recordAuditEvent(tx, auth, ipAddress, {
    action: 'organization-settings.changed',
    summary: words.join('; '),
    details: {
      changes: Object.fromEntries(
        changed.map((field) => [field, { from: change.before[field], to: change.after[field] }]),
      ),
    },
  });
};

// One row of a master-data list added, changed or deleted (before or after absent).
export const recordMasterDataChange = async <TBody, TItem extends { number: number }>(
  tx: Transaction,
  auth: Auth,
  ipAddress: string | null,
  kind: MasterDataKind<TBody, TItem>,
  change: { id: string; before?: TItem; after?: TItem },
) => {
  const { before, after } = change;
  if (before && after && JSON.stringify(before) === JSON.stringify(after)) return;
  const was = before ? `“${kind.auditLabel(before)}”` : '';
  const is = after ? `“${kind.auditLabel(after)}”` : '';
  const summary = !before
    ? `Added the ${kind.noun} ${is}`
    : !after
      ? `Deleted the ${kind.noun} ${was}`
      : was === is
        ? `Changed the ${kind.noun} ${was}`
        : `Changed the ${kind.noun} ${was} → ${is}`;
  await recordAuditEvent(tx, auth, ipAddress, {
    action: kind.auditAction,
    summary,
    details: { list: kind.path, id: change.id, ...(before ? { before } : {}), ...(after ? { after } : {}) },
  });
};
