import { ContentLayout } from '../../../components/layouts/content-layout';
import { LeavesStatus } from '../../../features/dashboard/components/leaves-status';
import { QuickActions } from '../../../features/dashboard/components/quick-actions';
import { useCurrentEmployee } from '../../../lib/current-employee';

export const DashboardRoute = () => {
  const me = useCurrentEmployee();
  return (
    <ContentLayout title="Dashboard">
      <QuickActions employeeCode={me.employeeCode} />
      <LeavesStatus />
    </ContentLayout>
  );
};
