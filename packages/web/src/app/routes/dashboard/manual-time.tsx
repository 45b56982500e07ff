import { MANUAL_TIME_SCOPES, type ManualTimeScope } from '@pulse/shared/contracts/manual-time';
import { MANUAL_TIME_STATUSES, type ManualTimeStatus } from '@pulse/shared/domain/manual-time-rules';
import { DATE_PATTERN, todayIn } from '@pulse/shared/domain/organization-day';
import { manualTimePulseTexts as texts } from '@pulse/shared/spec-texts';
import { useSearchParams } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import {
  ManualTimeScreen,
  type ManualTimeView,
} from '../../../features/manual-time/components/manual-time-screen';
import { useCurrentEmployee } from '../../../lib/current-employee';

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);
const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  isOneOf(values, value) ? value : fallback;

// Manual (offline) time, spec A §1, for every role. The tab, status and page are kept in the address
// (?tab=, ?status=, ?page=) so Back and a reload return to them; without ?tab= the screen opens on what
// needs the person. ?add=1&date= opens the Add dialog on that day.
export const ManualTimeRoute = () => {
  const me = useCurrentEmployee();
  const [searchParams, setSearchParams] = useSearchParams();
  const timeZone = me.organization.timeZone;
  const pageNumber = Number(searchParams.get('page'));
  const tab = searchParams.get('tab');
  const view: ManualTimeView = {
    scope: isOneOf<ManualTimeScope>(MANUAL_TIME_SCOPES, tab) ? tab : null,
    status: oneOf<ManualTimeStatus>(MANUAL_TIME_STATUSES, searchParams.get('status'), 'pending'),
    page: Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1,
  };
  const addDate = searchParams.get('date');
  const viewParams = (next: ManualTimeView) => ({
    ...(next.scope ? { tab: next.scope } : {}),
    status: next.status,
    page: String(next.page),
  });

  return (
    <ContentLayout title={texts.pageTitle}>
      <ManualTimeScreen
        view={view}
        // Keeps the Add dialog's parameters: the list opened on is written while the dialog may be open.
        onViewChange={(next) =>
          setSearchParams((previous) => ({ ...Object.fromEntries(previous), ...viewParams(next) }), {
            replace: true,
          })
        }
        isAdding={searchParams.get('add') === '1'}
        addDate={addDate && DATE_PATTERN.test(addDate) ? addDate : undefined}
        onAddingChange={(isAdding) =>
          setSearchParams(isAdding ? { ...viewParams(view), add: '1' } : viewParams(view), { replace: true })
        }
        today={todayIn(timeZone, new Date())}
        timeZone={timeZone}
      />
    </ContentLayout>
  );
};
