import { ContentLayout } from '../../../components/layouts/content-layout';
import { ReportsScreen } from '../../../features/activity/components/reports-screen';

export const ReportsRoute = () => (
  <ContentLayout title="Reports">
    <ReportsScreen />
  </ContentLayout>
);
