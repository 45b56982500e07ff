import { todayIn } from '@pulse/shared/domain/organization-day';
import { ROLE } from '@pulse/shared/domain/roles';
import { useLocation, useSearchParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import {
  defaultLeavesTab,
  type LeavesTab,
  LeavesTabs,
  leavesTabsFor,
} from '../../../features/leaves/components/leaves-tabs';
import { useCurrentEmployee } from '../../../lib/current-employee';

type LeavesLocationState = { tab?: 'holidays' };

// spec B §2: the dashboard's Holiday List quick action passes `{ tab: 'holidays' }` in the router
// state. The chosen tab, and the Holiday List's year, are kept in the address (?tab=, ?year=) so a
// reload or Back returns to them.
export const LeavesRoute = () => {
  const me = useCurrentEmployee();
  const isAdmin = me.roleId === ROLE.admin;
  const state = useLocation().state as LeavesLocationState | null;
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = leavesTabsFor(isAdmin);
  const fromQuery = searchParams.get('tab');
  const tab: LeavesTab =
    fromQuery && (tabs as readonly string[]).includes(fromQuery)
      ? (fromQuery as LeavesTab)
      : state?.tab === 'holidays'
        ? 'holidays'
        : defaultLeavesTab(isAdmin);
  const today = todayIn(me.organization.timeZone, new Date());
  const yearFromQuery = Number(searchParams.get('year'));
  const holidayYear =
    Number.isInteger(yearFromQuery) && yearFromQuery >= 1900 && yearFromQuery <= 9999
      ? yearFromQuery
      : Number(today.slice(0, 4));

  return (
    <ContentLayout title="Leaves">
      <LeavesTabs
        tab={tab}
        onTabChange={(next) => setSearchParams({ tab: next }, { replace: true })}
        isAdmin={isAdmin}
        today={today}
        holidayYear={holidayYear}
        onHolidayYearChange={(year) =>
          setSearchParams({ tab: 'holidays', year: String(year) }, { replace: true })
        }
      />
    </ContentLayout>
  );
};
