import { ROLE } from '@pulse/shared/domain/roles';
import { AppError } from './app-error';
import type { Auth } from './auth-context';

// Services re-check what the route declared, so a use case is safe whoever calls it.
export const requireAdmin = (auth: Auth) => {
  if (auth.roleId !== ROLE.admin) throw new AppError('FORBIDDEN');
};

// spec A §6: an employee reaches only their own record (documents, appraisals, salary slips, tracker
// devices); administrators reach everyone's. The route's 'own' access checks the same before this.
export const requireSelfOrAdmin = (auth: Auth, employeeId: string) => {
  if (auth.roleId !== ROLE.admin && auth.employeeId !== employeeId) throw new AppError('FORBIDDEN');
};
