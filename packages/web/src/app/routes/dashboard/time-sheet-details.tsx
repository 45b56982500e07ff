import { DATE_PATTERN, todayIn } from '@pulse/shared/domain/organization-day';
import { isAdmin } from '@pulse/shared/domain/roles';
import { paths } from '@pulse/shared/paths';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { DayActivityScreen } from '../../../features/activity/components/day-activity-screen';
import { useCurrentEmployee } from '../../../lib/current-employee';

// spec B §2 routes: administrators arrive with a date, an employee code and a name, and the URL follows
// every change (so Back and a shared link show the same day); employees arrive without parameters on
// today and step through any past day of their own (privacy of the monitored: they see what admins
// see about them), the day kept in ?date=.
export const TimeSheetDetailsRoute = () => {
  const me = useCurrentEmployee();
  const navigate = useNavigate();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const timeZone = me.organization.timeZone;
  const today = todayIn(timeZone, new Date());

  if (!isAdmin(me.roleId)) {
    const asked = searchParams.get('date') ?? '';
    const ownDate = DATE_PATTERN.test(asked) && asked <= today ? asked : today;
    return (
      <ContentLayout title="Time Sheet Details">
        <DayActivityScreen
          date={ownDate}
          timeZone={timeZone}
          addManualTimeHref={paths.manualTime.getHref({ date: ownDate })}
          onDateChange={(next) => navigate(paths.ownTimeSheetDetails.getHref(next), { replace: true })}
        />
      </ContentLayout>
    );
  }

  // An administrator without parameters sees their own day with themself chosen in the selector.
  if (params.empCode === undefined || params.date === undefined) {
    return <Navigate replace to={paths.timeSheetDetails.getHref(today, me.employeeCode, me.name)} />;
  }
  const { empCode, name = '' } = params;
  const date = DATE_PATTERN.test(params.date) ? params.date : today;

  return (
    <ContentLayout
      title={name ? `${name} – Time Sheet Details` : 'Time Sheet Details'}
      backTo={paths.timeSheet.getHref()}
    >
      <DayActivityScreen
        date={date}
        timeZone={timeZone}
        employeeCode={empCode}
        // Offline time is one's own to add (spec A §1): offered on the administrator's own day only.
        addManualTimeHref={empCode === me.employeeCode ? paths.manualTime.getHref({ date }) : undefined}
        onDateChange={(next) =>
          navigate(paths.timeSheetDetails.getHref(next, empCode, name), { replace: true })
        }
        onEmployeeChange={(employee) =>
          navigate(paths.timeSheetDetails.getHref(date, employee.employeeCode, employee.name), {
            replace: true,
          })
        }
      />
    </ContentLayout>
  );
};
