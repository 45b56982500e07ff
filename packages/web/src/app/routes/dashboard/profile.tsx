import { isAdmin } from '@pulse/shared/domain/roles';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { ApiTokensCard } from '../../../features/api-tokens/components/api-tokens-card';
import { ChangePasswordCard } from '../../../features/auth/components/change-password-card';
import { TwoFactorCard } from '../../../features/auth/components/two-factor-card';
import { useMyProfile } from '../../../features/employees/api/get-my-profile';
import { EmployeeScreen } from '../../../features/employees/components/employee-screen';
import { EmployeePayrollTab } from '../../../features/payroll/components/employee-payroll-tab';
import { useCurrentEmployee } from '../../../lib/current-employee';

// The employee's salary slips (features/payroll); the profile reads the signed-in employee's own.
const renderPayrollTab = () => <EmployeePayrollTab employeeId="me" />;

// spec A §2: the own record with every field disabled.
export const ProfileRoute = () => {
  const me = useCurrentEmployee();
  const profile = useMyProfile(true);
  return (
    <ContentLayout title="My Profile">
      <EmployeeScreen
        mode="profile"
        employee={profile.data}
        options={undefined}
        isLoading={profile.isPending}
        error={profile.error}
        viewer={{ id: me.id, roleId: me.roleId, timeZone: me.organization.timeZone }}
        renderPayrollTab={renderPayrollTab}
        profileExtras={
          <>
            <ChangePasswordCard />
            <TwoFactorCard timeZone={me.organization.timeZone} />
            <ApiTokensCard isAdministrator={isAdmin(me.roleId)} timeZone={me.organization.timeZone} />
          </>
        }
      />
    </ContentLayout>
  );
};
