import { BeingBuilt } from '../../../components/feedback/being-built';
import { ContentLayout } from '../../../components/layouts/content-layout';

export const TimeSheetRoute = () => (
  <ContentLayout title="Time Sheet">
    <BeingBuilt>
      Each employee's total, idle and actual working hours for a day, as tiles or a list.
    </BeingBuilt>
  </ContentLayout>
);
