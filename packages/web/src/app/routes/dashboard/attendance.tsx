import { ContentLayout } from '../../../components/layouts/content-layout';
import { AttendanceList } from '../../../features/attendance/components/attendance-list';
import { useCurrentEmployee } from '../../../lib/current-employee';

// spec B §2 /dashboard/attendance (roles 1 and 2; employees see only their own records).
export const AttendanceRoute = () => {
  const me = useCurrentEmployee();
  return (
    <ContentLayout title="Attendance">
      <AttendanceList me={me} />
    </ContentLayout>
  );
};
