import type { Transaction } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { revokeDevicesOf } from './tracker.repository';

// For another module's change, in that module's transaction: a password changed by an administrator
// ends every tracker signed in with the old one (hardening: sign-in lockout). app.ts hands this to the
// employees module, which imports no tracking code (tracking asks employees who exists).
export const revokeEmployeeDevices = async (
  deps: Deps,
  tx: Transaction,
  employee: { organizationId: string; employeeId: string },
) => {
  await revokeDevicesOf(tx, employee, deps.clock.now());
};
