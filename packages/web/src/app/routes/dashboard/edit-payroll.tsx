import { BeingBuilt } from '../../../components/feedback/being-built';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { paths } from '../../../config/paths';

export const EditPayrollRoute = () => (
  <ContentLayout title="Edit Salary Sheet" backTo={paths.payroll.getHref()}>
    <BeingBuilt>Replace a month's salary sheet (.xlsx), preview it and save it.</BeingBuilt>
  </ContentLayout>
);
