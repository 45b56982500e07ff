import { attendanceTexts } from '@pulse/shared/spec-texts';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { MarkAttendanceForm } from '../../../features/attendance/components/mark-attendance-form';
import { useCurrentEmployee } from '../../../lib/current-employee';

// spec B §2 /dashboard/markAttendance (roles 1 and 2).
export const MarkAttendanceRoute = () => {
  const me = useCurrentEmployee();
  return (
    <ContentLayout title={attendanceTexts.markHeader}>
      <MarkAttendanceForm me={me} />
    </ContentLayout>
  );
};
