import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import Button from '@mui/material/Button';
import { isCalendarDate, todayIn } from '@pulse/shared/domain/organization-day';
import { ROLE } from '@pulse/shared/domain/roles';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { type CalendarPlace, CalendarView } from '../../../features/calendar/components/calendar-view';
import { SubscribeDialog } from '../../../features/calendar/components/subscribe-dialog';
import { useCurrentEmployee } from '../../../lib/current-employee';

// The team calendar. The day shown, the view and the filters are kept in the address
// (?date=, ?view=, ?departmentId=, ?projectId=), so a reload or Back returns to them.
export const CalendarRoute = () => {
  const me = useCurrentEmployee();
  const [searchParams, setSearchParams] = useSearchParams();
  const [isSubscribeOpen, setIsSubscribeOpen] = useState(false);
  const today = todayIn(me.organization.timeZone, new Date());
  const date = searchParams.get('date') ?? '';
  const place: CalendarPlace = {
    anchor: isCalendarDate(date) ? date : today,
    view: searchParams.get('view') === 'week' ? 'week' : 'month',
    departmentId: searchParams.get('departmentId') ?? '',
    projectId: searchParams.get('projectId') ?? '',
  };
  const onPlaceChange = (next: CalendarPlace) => {
    const search: Record<string, string> = { date: next.anchor, view: next.view };
    if (next.departmentId) search.departmentId = next.departmentId;
    if (next.projectId) search.projectId = next.projectId;
    setSearchParams(search, { replace: true });
  };

  return (
    <ContentLayout title="Calendar">
      <CalendarView
        place={place}
        onPlaceChange={onPlaceChange}
        today={today}
        isAdmin={me.roleId === ROLE.admin}
        actions={
          <Button
            variant="outlined"
            startIcon={<CalendarMonthIcon />}
            onClick={() => setIsSubscribeOpen(true)}
          >
            Subscribe
          </Button>
        }
      />
      <SubscribeDialog isOpen={isSubscribeOpen} onClose={() => setIsSubscribeOpen(false)} />
    </ContentLayout>
  );
};
