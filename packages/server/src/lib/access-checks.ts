import { ROLE } from '@pulse/shared/domain/roles';
import { AppError } from './app-error';
import type { Auth } from './auth-context';

// Services re-check what the route declared, so a use case is safe whoever calls it.
export const requireAdmin = (auth: Auth) => {
  if (auth.roleId !== ROLE.admin) throw new AppError('FORBIDDEN');
};
