import { employeeIdParamsSchema } from '@pulse/shared/contracts/employees';
import { paths } from '@pulse/shared/paths';
import { useLocation, useParams } from 'react-router';
import { NotFound } from '../../../components/errors/not-found';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { useEmployee } from '../../../features/employees/api/get-employee';
import { useEmployeeFormOptions } from '../../../features/employees/api/get-employee-form-options';
import { EmployeeScreen } from '../../../features/employees/components/employee-screen';
import { EmployeePayrollTab } from '../../../features/payroll/components/employee-payroll-tab';
import { useCurrentEmployee } from '../../../lib/current-employee';

// The employee's salary slips come from the payroll feature.
const renderPayrollTab = (employeeId: string) => <EmployeePayrollTab employeeId={employeeId} />;

export const AddEmployeeRoute = () => {
  const { employeeId } = useParams();
  const location = useLocation();
  const isJustAdded =
    typeof location.state === 'object' && location.state !== null && 'isJustAdded' in location.state;
  const me = useCurrentEmployee();
  // A malformed id names no employee: not-found at once, without asking the server.
  const isMalformedId = employeeId !== undefined && !employeeIdParamsSchema.safeParse({ employeeId }).success;
  const employee = useEmployee(isMalformedId ? undefined : employeeId);
  const options = useEmployeeFormOptions(true);
  const title = employee.data
    ? `Employee Details : ${employee.data.name} (${employee.data.employeeCode})`
    : employeeId
      ? 'Employee Details'
      : 'Add New Employee';
  if (isMalformedId) {
    return (
      <ContentLayout title={title} backTo={paths.employees.getHref()}>
        <NotFound as="div" back={{ href: paths.employees.getHref(), label: 'Back to Employees List' }} />
      </ContentLayout>
    );
  }
  return (
    <ContentLayout title={title} backTo={paths.employees.getHref()}>
      <EmployeeScreen
        // A different employee (or add after edit) starts a fresh form.
        key={employeeId ?? 'new'}
        mode={employeeId ? 'edit' : 'add'}
        employee={employee.data}
        options={options.data}
        isLoading={options.isPending || (employeeId !== undefined && employee.isPending)}
        error={employee.error ?? options.error}
        viewer={{ id: me.id, roleId: me.roleId, timeZone: me.organization.timeZone }}
        renderPayrollTab={renderPayrollTab}
        isJustAdded={isJustAdded}
      />
    </ContentLayout>
  );
};
