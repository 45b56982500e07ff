import { ContentLayout } from '../../../components/layouts/content-layout';
import { EmployeesList } from '../../../features/employees/components/employees-list';

export const EmployeesRoute = () => (
  <ContentLayout title="Employees List">
    <EmployeesList />
  </ContentLayout>
);
