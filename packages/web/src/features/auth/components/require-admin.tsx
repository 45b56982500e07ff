import { isAdmin } from '@pulse/shared/domain/roles';
import { paths } from '@pulse/shared/paths';
import { Navigate, Outlet } from 'react-router';
import { useCurrentEmployee } from '../../../lib/current-employee';

// spec A §6: protected routes are for role 1; anyone else is sent to /dashboard.
export const RequireAdmin = () => {
  const me = useCurrentEmployee();
  return isAdmin(me.roleId) ? <Outlet /> : <Navigate to={paths.dashboard.getHref()} replace />;
};
