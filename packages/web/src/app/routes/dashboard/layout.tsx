import { menuFor } from '@pulse/shared/domain/menu';
import { Navigate, Outlet, useNavigation } from 'react-router';
import { FullPageSpinner } from '../../../components/feedback/full-page-spinner';
import { DashboardLayout } from '../../../components/layouts/dashboard-layout';
import { paths } from '../../../config/paths';
import { useMe } from '../../../features/auth/api/get-me';
import { useLogout } from '../../../features/auth/api/sign-out';
import { useInactivityLogout } from '../../../features/auth/hooks/use-inactivity-logout';

// Everything under /dashboard needs a live session: wait for ['me'], send a signed-out visitor to sign-in.
export const DashboardLayoutRoute = () => {
  const { data: me, error } = useMe();
  const logout = useLogout();
  const navigation = useNavigation();
  useInactivityLogout();

  if (me === undefined) {
    if (error) throw error;
    return <FullPageSpinner />;
  }
  if (me === null) {
    // A logout already on its way to sign-in keeps its own navigation.
    return navigation.state === 'idle' ? (
      <Navigate to={paths.signIn.getHref()} replace />
    ) : (
      <FullPageSpinner />
    );
  }

  return (
    <DashboardLayout
      userName={me.name}
      menu={menuFor(me.roleId)}
      isLoggingOut={logout.isPending}
      onLogout={() => logout.mutate('logout')}
    >
      <Outlet />
    </DashboardLayout>
  );
};
