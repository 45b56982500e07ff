import type { CurrentEmployee } from '@pulse/shared/contracts/auth';
import { menuFor } from '@pulse/shared/domain/menu';
import { paths } from '@pulse/shared/paths';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useNavigation } from 'react-router';
import { FullPageSpinner } from '../../../components/feedback/full-page-spinner';
import { DashboardLayout } from '../../../components/layouts/dashboard-layout';
import { useLogout } from '../../../features/auth/api/sign-out';
import { useInactivityLogout } from '../../../features/auth/hooks/use-inactivity-logout';
import { leavesQueryKey } from '../../../features/leaves/api/leave-lists';
import { refreshAfterManualTimeChange } from '../../../features/manual-time/api/manual-time-keys';
import { useLiveNews } from '../../../features/news/hooks/use-live-news';
import { useNotificationBell } from '../../../features/notifications/hooks/use-notification-bell';
import { projectsQueryKey } from '../../../features/projects/api/get-projects';
import { timesheetsQueryKey } from '../../../features/timesheets/api/timesheet-keys';
import { useMe } from '../../../lib/current-employee';

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

  return <SignedInShell me={me} isLoggingOut={logout.isPending} onLogout={() => logout.mutate('logout')} />;
};

// Only a signed-in employee has a bell and a live connection.
const SignedInShell = ({
  me,
  isLoggingOut,
  onLogout,
}: {
  me: CurrentEmployee;
  isLoggingOut: boolean;
  onLogout: () => void;
}) => {
  const queryClient = useQueryClient();
  // A leave decided elsewhere (approved, rejected, …) shows its new status without a reload; a
  // project's budget alert means its consumed figures moved.
  const notifications = useNotificationBell(
    { id: me.id, timeZone: me.organization.timeZone },
    (notification) => {
      if (notification.leaveId) void queryClient.invalidateQueries({ queryKey: leavesQueryKey });
      if (notification.projectId) void queryClient.invalidateQueries({ queryKey: projectsQueryKey });
      // Manual time asked for or decided: the lists, and once approved the activity pages, show it.
      // A week submitted or decided elsewhere: the open timesheet and the approvals list show it at once.
      if (notification.event.startsWith('timesheet-'))
        void queryClient.invalidateQueries({ queryKey: timesheetsQueryKey });
      if (notification.event.startsWith('manual-time-'))
        void refreshAfterManualTimeChange(queryClient, notification.event === 'manual-time-approved');
    },
  );
  // A published news item reaches the lists (the hook refreshes ['news']) and the
  // dashboard's tiles without a reload.
  useLiveNews(me.id, () => void queryClient.invalidateQueries({ queryKey: ['dashboard'] }));
  return (
    <DashboardLayout
      userName={me.name}
      menu={menuFor(me.roleId)}
      isLoggingOut={isLoggingOut}
      onLogout={onLogout}
      notifications={notifications}
    >
      <Outlet />
    </DashboardLayout>
  );
};
