import Skeleton from '@mui/material/Skeleton';
import { dashboardPulseTexts } from '@pulse/shared/spec-texts';
import { useEmployeeCounts } from '../api/get-employee-counts';
import { DashboardCard } from './dashboard-card';
import { FigureList } from './figure-list';

// spec A §2, §6, §7 GetEmployeesStatus (administrators): active, inactive (relieved among them), total.
export const EmployeeCounts = () => {
  const counts = useEmployeeCounts();
  return (
    <DashboardCard
      title={dashboardPulseTexts.employeeCountsHeading}
      query={counts}
      skeleton={<Skeleton variant="rounded" height={72} />}
    >
      {(data) => (
        <FigureList
          figures={[
            { label: dashboardPulseTexts.active, value: data.active },
            {
              label: dashboardPulseTexts.inactive,
              value: data.inactive,
              ...(data.relieved > 0 ? { note: `${data.relieved} ${dashboardPulseTexts.relieved}` } : {}),
            },
            { label: dashboardPulseTexts.total, value: data.total },
          ]}
        />
      )}
    </DashboardCard>
  );
};
