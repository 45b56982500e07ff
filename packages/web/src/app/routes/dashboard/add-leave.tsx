import { todayIn } from '@pulse/shared/domain/organization-day';
import { ROLE } from '@pulse/shared/domain/roles';
import { paths } from '@pulse/shared/paths';
import { leaveTexts } from '@pulse/shared/spec-texts';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { ApplyLeaveForm } from '../../../features/leaves/components/apply-leave-form';
import { useCurrentEmployee } from '../../../lib/current-employee';

const prefilledDatesSchema = z.object({ from: z.iso.date(), to: z.iso.date() });

// spec B §2 Apply leave at /dashboard/add-leave/{empCode}; after applying, Your Applied Leaves (or
// Employee Leaves when an administrator applied for someone else). `?from=&to=` (ProBot's links,
// paths.addLeave) fill the dates; the employee still applies.
export const AddLeaveRoute = () => {
  const me = useCurrentEmployee();
  const { empCode = '' } = useParams();
  const [searchParams] = useSearchParams();
  const dates = prefilledDatesSchema.safeParse({
    from: searchParams.get('from'),
    to: searchParams.get('to'),
  });
  const initialDates = dates.success ? dates.data : undefined;
  const navigate = useNavigate();
  const leavesHref = paths.leaves.getHref();
  return (
    <ContentLayout title={leaveTexts.addHeader} backTo={leavesHref}>
      <ApplyLeaveForm
        // A new code or new dates in the address make a new form.
        key={`${empCode} ${initialDates?.from ?? ''} ${initialDates?.to ?? ''}`}
        me={{ id: me.id, employeeCode: me.employeeCode, isAdmin: me.roleId === ROLE.admin }}
        employeeCode={empCode}
        today={todayIn(me.organization.timeZone, new Date())}
        initialDates={initialDates}
        onApplied={(isForOther) =>
          navigate(`${leavesHref}?tab=${isForOther ? 'employee-leaves' : 'applied'}`)
        }
        onBack={() => navigate(leavesHref)}
      />
    </ContentLayout>
  );
};
