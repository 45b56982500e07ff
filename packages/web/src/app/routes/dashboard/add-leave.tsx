import { todayIn } from '@pulse/shared/domain/organization-day';
import { ROLE } from '@pulse/shared/domain/roles';
import { paths } from '@pulse/shared/paths';
import { leaveTexts } from '@pulse/shared/spec-texts';
import { useNavigate, useParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { ApplyLeaveForm } from '../../../features/leaves/components/apply-leave-form';
import { useCurrentEmployee } from '../../../lib/current-employee';

// spec B §2 Apply leave at /dashboard/add-leave/{empCode}; after applying, Your Applied Leaves (or
// Employee Leaves when an administrator applied for someone else).
export const AddLeaveRoute = () => {
  const me = useCurrentEmployee();
  const { empCode = '' } = useParams();
  const navigate = useNavigate();
  const leavesHref = paths.leaves.getHref();
  return (
    <ContentLayout title={leaveTexts.addHeader} backTo={leavesHref}>
      <ApplyLeaveForm
        // A new code in the address is a new form.
        key={empCode}
        me={{ id: me.id, employeeCode: me.employeeCode, isAdmin: me.roleId === ROLE.admin }}
        employeeCode={empCode}
        today={todayIn(me.organization.timeZone, new Date())}
        onApplied={(isForOther) =>
          navigate(`${leavesHref}?tab=${isForOther ? 'employee-leaves' : 'applied'}`)
        }
        onBack={() => navigate(leavesHref)}
      />
    </ContentLayout>
  );
};
