import { isAdmin } from '@pulse/shared/domain/roles';
import { workingNowTexts } from '@pulse/shared/spec-texts';
import { useMemo } from 'react';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { LiveStateChip } from '../../../components/live-state/live-state-chip';
import { TimeSheetScreen } from '../../../features/activity/components/time-sheet-screen';
import { useWorkingNow } from '../../../features/dashboard/api/get-working-now';
import { useLiveWorkingNow } from '../../../features/dashboard/hooks/use-live-working-now';
import { useCurrentEmployee } from '../../../lib/current-employee';

// Administrators see each employee's live state (who is working now) in a Status column, kept
// current by the socket; the time sheet feature knows nothing of trackers.
export const TimeSheetRoute = () => {
  const me = useCurrentEmployee();
  const isAdministrator = isAdmin(me.roleId);
  const workingNow = useWorkingNow({ enabled: isAdministrator });
  useLiveWorkingNow(me.id, isAdministrator);
  const stateOf = useMemo(
    () => new Map((workingNow.data ?? []).map((entry) => [entry.employeeId, entry.state])),
    [workingNow.data],
  );
  const status = isAdministrator
    ? {
        header: workingNowTexts.statusColumn,
        render: (employeeId: string) => {
          const state = stateOf.get(employeeId);
          return state ? <LiveStateChip state={state} /> : '—';
        },
      }
    : undefined;
  return (
    <ContentLayout title="Time Sheet">
      <TimeSheetScreen status={status} />
    </ContentLayout>
  );
};
