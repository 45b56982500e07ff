import { ROLE } from '@pulse/shared/domain/roles';
import type { Database } from '../../packages/server/src/db/client';
import type { Auth } from '../../packages/server/src/lib/auth-context';
import { loadActiveOrganizationContexts } from '../../packages/server/src/modules/organization/organization.service';

// What a signed-in administrator's session would carry, for benches that call use cases directly
// (no HTTP, so no session lookup): the organisation context comes from the jobs' loader.
export const adminAuth = async (db: Database, organizationId: string, employeeId: string): Promise<Auth> => {
  const organization = (await loadActiveOrganizationContexts(db)).find(
    (candidate) => candidate.id === organizationId,
  );
  if (!organization) throw new Error(`no active organisation ${organizationId}`);
  return { sessionId: 'bench', employeeId, organizationId, roleId: ROLE.admin, organization };
};
