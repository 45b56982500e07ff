import { BeingBuilt } from '../../../components/feedback/being-built';
import { ContentLayout } from '../../../components/layouts/content-layout';

export const PayrollRoute = () => (
  <ContentLayout title="PayRoll management">
    <BeingBuilt>The salary sheets uploaded for each month of a year, to add, edit and remove.</BeingBuilt>
  </ContentLayout>
);
