import { BeingBuilt } from '../../../components/feedback/being-built';
import { ContentLayout } from '../../../components/layouts/content-layout';

export const EmployeesRoute = () => (
  <ContentLayout title="Employees List">
    <BeingBuilt>Every employee of your organisation, searchable and sortable, as tiles or a list.</BeingBuilt>
  </ContentLayout>
);
