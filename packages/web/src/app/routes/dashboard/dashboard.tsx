import { ContentLayout } from '../../../components/layouts/content-layout';
import { useCurrentEmployee } from '../../../features/auth/api/get-me';
import { LeavesStatus } from '../../../features/dashboard/components/leaves-status';
import { QuickActions } from '../../../features/dashboard/components/quick-actions';

export const DashboardRoute = () => {
  const me = useCurrentEmployee();
  return (
    <ContentLayout title="Dashboard">
      <QuickActions employeeCode={me.employeeCode} />
      <LeavesStatus />
    </ContentLayout>
  );
};
