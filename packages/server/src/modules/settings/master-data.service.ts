import type { Shift } from '@pulse/shared/contracts/settings';
import { nextMasterDataNumber } from '@pulse/shared/domain/padded-id';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import { violatedConstraint } from '../../lib/database-errors';
import type { Deps } from '../../lib/deps';
import * as repository from './master-data.repository';
import { type MasterDataKind, SHIFTS } from './master-data-kinds';
import { recordMasterDataChange } from './settings-audit';

// The use cases of every master-data kind (spec A §3), driven by its description in
// master-data-kinds.ts. Every one is for administrators.

const duplicateOf = (kind: { unique: { path: string; message: string } }) =>
  new AppError('CONFLICT', kind.unique.message, [{ path: kind.unique.path, message: kind.unique.message }]);
const notFound = (kind: { notFound: string }) => new AppError('NOT_FOUND', kind.notFound);

export const findMasterData = async <TBody, TItem extends { number: number }>(
  deps: Deps,
  auth: Auth,
  kind: MasterDataKind<TBody, TItem>,
): Promise<{ items: TItem[]; nextNumber: number }> => {
  requireAccess(auth, 'admin');
  const rows = await repository.findRows(deps.db, kind, auth.organizationId);
  const items = rows.map((row) => kind.toItem(row));
  return { items, nextNumber: nextMasterDataNumber(items.at(-1)?.number) };
};

// A shift's hours: an employee may read their own shift's (ProBot, "what are my shift timings"), which
// My Profile names without its hours. Null when the organisation has no such shift.
export const findShiftHours = async (deps: Deps, auth: Auth, shiftId: string): Promise<Shift | null> => {
  requireAccess(auth, 'authenticated');
  const row = await repository.findRow(deps.db, SHIFTS, auth.organizationId, shiftId);
  return row ? SHIFTS.toItem(row) : null;
};

export const getMasterData = async <TBody, TItem extends { number: number }>(
  deps: Deps,
  auth: Auth,
  kind: MasterDataKind<TBody, TItem>,
  id: string,
): Promise<TItem> => {
  requireAccess(auth, 'admin');
  const row = await repository.findRow(deps.db, kind, auth.organizationId, id);
  if (!row) throw notFound(kind);
  return kind.toItem(row);
};

// spec A §9: next number = last + 1 within the organisation, assigned in the same transaction as the
// insert. Two adds racing for one number: the unique index refuses the loser, which tries once more.
// Any other unique violation is a duplicate the pre-check did not see (a concurrent add).
export const createMasterData = async <TBody, TItem extends { number: number }>(
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  kind: MasterDataKind<TBody, TItem>,
  body: TBody,
): Promise<TItem> => {
  requireAccess(auth, 'admin');
  const { organizationId } = auth;
  const values = kind.toValues(body);
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction(async (tx) => {
        if (await repository.isTaken(tx, kind, organizationId, values)) throw duplicateOf(kind);
        const number = nextMasterDataNumber(await repository.findLastNumber(tx, kind, organizationId));
        const row = await repository.insertRow(tx, kind, organizationId, number, values);
        const item = kind.toItem(row);
        await recordMasterDataChange(tx, auth, ipAddress, kind, { id: String(row.id), after: item });
        return item;
      });
    } catch (error) {
      const constraint = violatedConstraint(error, '23505');
      if (constraint === undefined) throw error;
      const isNumberRace = constraint.endsWith('_number_unique');
      if (isNumberRace && attempt < 2) continue;
      if (isNumberRace) throw error;
      throw duplicateOf(kind);
    }
  }
};

// Updates look the row up first (an id of nothing, or of another organisation, is a 404 whatever the
// body says), then check the unique fields; the unique index still decides a race.
export const updateMasterData = async <TBody, TItem extends { number: number }>(
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  kind: MasterDataKind<TBody, TItem>,
  id: string,
  body: TBody,
): Promise<TItem> => {
  requireAccess(auth, 'admin');
  const { organizationId } = auth;
  const values = kind.toValues(body);
  try {
    return await deps.db.transaction(async (tx) => {
      const before = await repository.findRow(tx, kind, organizationId, id);
      if (!before) throw notFound(kind);
      if (await repository.isTaken(tx, kind, organizationId, values, id)) throw duplicateOf(kind);
      const row = await repository.updateRow(tx, kind, organizationId, id, values);
      if (!row) throw notFound(kind);
      const item = kind.toItem(row);
      await recordMasterDataChange(tx, auth, ipAddress, kind, {
        id,
        before: kind.toItem(before),
        after: item,
      });
      return item;
    });
  } catch (error) {
    if (violatedConstraint(error, '23505') !== undefined) throw duplicateOf(kind);
    throw error;
  }
};

// A row that employees point at (soft-deleted ones included) is not deleted: it would orphan them.
export const deleteMasterData = async <TBody, TItem extends { number: number }>(
  deps: Deps,
  auth: Auth,
  ipAddress: string | null,
  kind: MasterDataKind<TBody, TItem>,
  id: string,
) => {
  requireAccess(auth, 'admin');
  const { organizationId } = auth;
  const { usedBy } = kind;
  try {
    await deps.db.transaction(async (tx) => {
      if (usedBy && (await repository.countEmployeesUsing(tx, organizationId, usedBy.column, id)) > 0) {
        throw new AppError('CONFLICT', usedBy.message);
      }
      const before = await repository.findRow(tx, kind, organizationId, id);
      const isDeleted = await repository.deleteRow(tx, kind, organizationId, id);
      if (!before || !isDeleted) throw notFound(kind);
      await recordMasterDataChange(tx, auth, ipAddress, kind, { id, before: kind.toItem(before) });
    });
  } catch (error) {
    // An employee assigned between the count and the delete: the foreign key refuses it.
    if (usedBy && violatedConstraint(error, '23503') !== undefined) {
      throw new AppError('CONFLICT', usedBy.message);
    }
    throw error;
  }
};
