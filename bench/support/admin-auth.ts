import { ROLE } from '@pulse/shared/domain/roles';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../packages/server/src/db/client';
import { employees } from '../../packages/server/src/db/schema/index';
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

// The organisation's (first) administrator: the demo's, whom the benches act as.
export const findAdministratorId = async (db: Database, organizationId: string): Promise<string> => {
  const [admin] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), eq(employees.roleId, ROLE.admin)));
  if (!admin) throw new Error('the demo has no administrator');
  return admin.id;
};
