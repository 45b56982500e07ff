import { BeingBuilt } from '../../../components/feedback/being-built';
import { ContentLayout } from '../../../components/layouts/content-layout';

export const MarkAttendanceRoute = () => (
  <ContentLayout title="Mark Your Attendance">
    <BeingBuilt>Today's in and out times, saved for your attendance record.</BeingBuilt>
  </ContentLayout>
);
