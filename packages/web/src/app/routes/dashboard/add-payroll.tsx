import { BeingBuilt } from '../../../components/feedback/being-built';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { paths } from '../../../config/paths';

export const AddPayrollRoute = () => (
  <ContentLayout title="Add Salary Sheet" backTo={paths.payroll.getHref()}>
    <BeingBuilt>Upload a month's salary sheet (.xlsx), preview it and save it.</BeingBuilt>
  </ContentLayout>
);
