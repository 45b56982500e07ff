import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { EmployeeDetail, EmployeeFormOptions } from '@pulse/shared/contracts/employees';
import { ROLE } from '@pulse/shared/domain/roles';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import type { EmployeeScreenMode } from '../employee-screen-mode';
import { EmployeeAppraisalsTab } from './employee-appraisals-tab';
import { EmployeeDocumentsTab } from './employee-documents-tab';
import { EmployeeGeneralForm } from './employee-general-form';
import { EmployeeProfileView } from './employee-profile-view';

// spec A §9: after a save, back to the list 2 seconds later.
const REDIRECT_AFTER_SAVE_MS = 2000;

const TABS = ['General', 'Documents', 'Appraisals', 'Payroll'] as const;
type TabName = (typeof TABS)[number];

type EmployeeScreenProps = {
  mode: EmployeeScreenMode;
  employee: EmployeeDetail | undefined;
  options: EmployeeFormOptions | undefined;
  isLoading: boolean;
  error: unknown;
  viewer: { id: string; roleId: number; timeZone: string };
  // The payroll tab's content comes from the payroll feature; the page passes it in (features do not
  // import each other).
  renderPayrollTab: (employeeId: string) => ReactNode;
};

export const EmployeeScreen = ({
  mode,
  employee,
  options,
  isLoading,
  error,
  viewer,
  renderPayrollTab,
}: EmployeeScreenProps) => {
  const navigate = useNavigate();
  const [tab, setTab] = useState<TabName>('General');
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (isLoading) return <Skeleton variant="rounded" height={480} aria-label="Loading employee" />;

  // spec A §2: switching tabs only in edit or profile mode.
  const canSwitchTabs = mode !== 'add';
  // spec A §6: administrators add and edit appraisals, not on their own record or profile page.
  const canEditAppraisals = mode === 'edit' && viewer.roleId === ROLE.admin && employee?.id !== viewer.id;

  const onSaved = () => {
    // spec A §2: a save in the general tab moves to documents, then back to the list.
    setTab('Documents');
    redirectTimer.current = window.setTimeout(
      () => navigate(paths.employees.getHref()),
      REDIRECT_AFTER_SAVE_MS,
    );
  };

  return (
    <Box>
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: TabName) => setTab(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Employee sections"
        >
          {TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={name}
              id={`employee-tab-${name}`}
              aria-controls={`employee-panel-${name}`}
              disabled={!canSwitchTabs && name !== tab}
            />
          ))}
        </Tabs>
      </Paper>
      <Box role="tabpanel" id={`employee-panel-${tab}`} aria-labelledby={`employee-tab-${tab}`}>
        {tab === 'General' &&
          (mode === 'profile' ? (
            employee && <EmployeeProfileView employee={employee} timeZone={viewer.timeZone} />
          ) : (
            <EmployeeGeneralForm
              mode={mode}
              employee={employee}
              options={options}
              timeZone={viewer.timeZone}
              onSaved={onSaved}
            />
          ))}
        {tab === 'Documents' && (
          <EmployeeDocumentsTab
            mode={mode}
            employeeId={employee?.id}
            canDelete={viewer.roleId === ROLE.admin}
          />
        )}
        {tab === 'Appraisals' && employee && (
          <EmployeeAppraisalsTab employeeId={employee.id} canEdit={canEditAppraisals} />
        )}
        {tab === 'Payroll' && employee && renderPayrollTab(employee.id)}
      </Box>
    </Box>
  );
};
