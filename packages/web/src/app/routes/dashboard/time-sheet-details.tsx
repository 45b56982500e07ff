import { DATE_PATTERN, todayIn } from '@pulse/shared/domain/organization-day';
import { isAdmin } from '@pulse/shared/domain/roles';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { paths } from '../../../config/paths';
import { DayActivityScreen } from '../../../features/activity/components/day-activity-screen';
import { useCurrentEmployee } from '../../../lib/current-employee';

// Administrators arrive with a date, an employee code and a name, and the URL follows every change
// (so Back and a shared link show the same day); employees see their own day, starting today.
export const TimeSheetDetailsRoute = () => {
  const me = useCurrentEmployee();
  const navigate = useNavigate();
  const params = useParams();
  const timeZone = me.organization.timeZone;
  const [ownDate, setOwnDate] = useState(() => todayIn(timeZone, new Date()));

  const canChoose = isAdmin(me.roleId);
  const hasParams = canChoose && params.empCode !== undefined && params.date !== undefined;
  const date = hasParams && DATE_PATTERN.test(params.date ?? '') ? (params.date as string) : ownDate;
  const title = hasParams && params.name ? `${params.name} – Time Sheet Details` : 'Time Sheet Details';

  // An administrator without parameters sees their own day with themself chosen in the selector.
  if (canChoose && !hasParams) {
    return <Navigate replace to={paths.timeSheetDetails.getHref(ownDate, me.employeeCode, me.name)} />;
  }

  return (
    <ContentLayout title={title} backTo={hasParams ? paths.timeSheet.getHref() : undefined}>
      <DayActivityScreen
        date={date}
        timeZone={timeZone}
        employeeCode={hasParams ? params.empCode : undefined}
        onDateChange={(next) =>
          hasParams
            ? navigate(paths.timeSheetDetails.getHref(next, params.empCode ?? '', params.name ?? ''), {
                replace: true,
              })
            : setOwnDate(next)
        }
        onEmployeeChange={
          canChoose
            ? (employee) =>
                navigate(paths.timeSheetDetails.getHref(date, employee.employeeCode, employee.name), {
                  replace: hasParams,
                })
            : undefined
        }
      />
    </ContentLayout>
  );
};
