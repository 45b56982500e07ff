import { BeingBuilt } from '../../../components/feedback/being-built';
import { ContentLayout } from '../../../components/layouts/content-layout';

export const AttendanceRoute = () => (
  <ContentLayout title="Attendance">
    <BeingBuilt>
      Attendance by date range with in and out times, and an Excel download for administrators.
    </BeingBuilt>
  </ContentLayout>
);
