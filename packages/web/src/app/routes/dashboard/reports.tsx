import { BeingBuilt } from '../../../components/feedback/being-built';
import { ContentLayout } from '../../../components/layouts/content-layout';

export const ReportsRoute = () => (
  <ContentLayout title="Reports">
    <BeingBuilt>Working, idle and actual time per employee over a date range, with Excel export.</BeingBuilt>
  </ContentLayout>
);
