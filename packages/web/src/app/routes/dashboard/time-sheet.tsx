import { ContentLayout } from '../../../components/layouts/content-layout';
import { TimeSheetScreen } from '../../../features/activity/components/time-sheet-screen';

export const TimeSheetRoute = () => (
  <ContentLayout title="Time Sheet">
    <TimeSheetScreen />
  </ContentLayout>
);
