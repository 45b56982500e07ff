import type {
  DefaultColumnItem,
  DefaultColumnsBody,
  OrganizationSettings,
  OrganizationSettingsPatch,
} from '@pulse/shared/contracts/settings';
import { type ColumnEntity, STARTING_COLUMNS } from '@pulse/shared/domain/default-columns';
import { settingsPulseTexts as texts } from '@pulse/shared/spec-texts';
import type { Database } from '../../db/client';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import type { Deps } from '../../lib/deps';
import * as repository from './settings.repository';
import { recordOrganizationSettingsChange } from './settings-audit';

// The organisation's two switches, its currency (spec B §2: hourly rates are shown in it) and the list columns of each entity (spec A §2, §3); the master
// data lives in master-data.service.ts.

// Organisation settings: every signed-in employee reads the flags (activity pages use them).
export const getOrganizationSettings = async (deps: Deps, auth: Auth): Promise<OrganizationSettings> => {
  const settings = await repository.findOrganizationSettings(deps.db, auth.organizationId);
  if (!settings) throw new AppError('NOT_FOUND', 'Organization not found.');
  return settings;
};

export const updateOrganizationSettings = async (
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  patch: OrganizationSettingsPatch,
): Promise<OrganizationSettings> => {
  requireAccess(auth, 'admin');
  const flags = {
    ...(patch.isShiftsEnabled === undefined ? {} : { isShiftsEnabled: patch.isShiftsEnabled }),
    ...(patch.isLogOffIncludedInIdle === undefined
      ? {}
      : { isLogOffIncludedInIdle: patch.isLogOffIncludedInIdle }),
    ...(patch.isLeaveTypeShared === undefined ? {} : { isLeaveTypeShared: patch.isLeaveTypeShared }),
    ...(patch.currency === undefined ? {} : { currency: patch.currency }),
  };
  await deps.db.transaction(async (tx) => {
    const before = await repository.findOrganizationSettings(tx, auth.organizationId);
    if (!before) throw new AppError('NOT_FOUND', 'Organization not found.');
    await repository.updateOrganizationSettingsRow(tx, auth.organizationId, flags);
    await recordOrganizationSettingsChange(tx, auth, ipAddress, { before, after: { ...before, ...flags } });
  });
  return getOrganizationSettings(deps, auth);
};

// Default columns: an organisation without stored columns (none should exist) sees the starting ones.
const storedOrStartingColumns = async (db: Database, organizationId: string, entity: ColumnEntity) => {
  const rows = await repository.findDefaultColumns(db, organizationId, entity);
  if (rows.length > 0) return rows;
  return STARTING_COLUMNS[entity].map((column, position) => ({ ...column, position }));
};

const toColumn = (column: DefaultColumnItem): DefaultColumnItem => ({
  columnKey: column.columnKey,
  columnName: column.columnName,
  isVisible: column.isVisible,
  isEditable: column.isEditable,
  position: column.position,
});

export const findDefaultColumns = async (
  deps: Deps,
  auth: Auth,
  entity: ColumnEntity,
): Promise<DefaultColumnItem[]> =>
  (await storedOrStartingColumns(deps.db, auth.organizationId, entity)).map(toColumn);

// Replaces the entity's columns with the sent order, names and visibility. The list must hold each
// known column exactly once; a column that is not editable keeps its name and stays as it was shown.
export const saveDefaultColumns = async (
  deps: Deps,
  auth: Auth,
  entity: ColumnEntity,
  body: DefaultColumnsBody,
): Promise<DefaultColumnItem[]> => {
  requireAccess(auth, 'admin');
  const { organizationId } = auth;
  return deps.db.transaction(async (tx) => {
    const current = await storedOrStartingColumns(tx, organizationId, entity);
    const byKey = new Map(current.map((column) => [column.columnKey, column]));
    const sentKeys = new Set(body.columns.map((column) => column.columnKey));
    const isSameSet =
      sentKeys.size === body.columns.length &&
      sentKeys.size === byKey.size &&
      [...sentKeys].every((key) => byKey.has(key));
    if (!isSameSet) {
      throw new AppError('VALIDATION_FAILED', texts.columnsInvalid, [
        { path: 'columns', message: texts.columnsInvalid },
      ]);
    }
    const columns = body.columns.map((sent, position) => {
      const stored = byKey.get(sent.columnKey);
      const isEditable = stored?.isEditable ?? false;
      return {
        organizationId,
        entity,
        columnKey: sent.columnKey,
        columnName: isEditable ? sent.columnName : (stored?.columnName ?? sent.columnName),
        isVisible: isEditable ? sent.isVisible : (stored?.isVisible ?? true),
        isEditable,
        position,
      };
    });
    await repository.replaceDefaultColumns(tx, organizationId, entity, columns);
    return columns.map(toColumn);
  });
};
