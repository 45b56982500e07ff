import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { EmployeeDetail, EmployeeFormOptions } from '@pulse/shared/contracts/employees';
import { ROLE } from '@pulse/shared/domain/roles';
import { paths } from '@pulse/shared/paths';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { NotFound } from '../../../components/errors/not-found';
import { AFTER_SAVE } from '../../../components/form/unsaved-changes-prompt';
import { useAfterSuccess } from '../../../hooks/use-after-success';
import { errorMessage, isNotFound } from '../../../lib/api-error';
import type { EmployeeScreenMode } from '../employee-screen-mode';
import { EmployeeAppraisalsTab } from './employee-appraisals-tab';
import { EmployeeDocumentsTab } from './employee-documents-tab';
import { EmployeeGeneralForm } from './employee-general-form';
import { EmployeeProfileView } from './employee-profile-view';

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
  // Right after an add: the stored employee opens on Documents, so files can be uploaded at once.
  isJustAdded?: boolean;
  // My Profile's own sign-in settings (two-factor), from the auth feature, under the general view.
  profileExtras?: ReactNode;
};

export const EmployeeScreen = ({
  mode,
  employee,
  options,
  isLoading,
  error,
  viewer,
  renderPayrollTab,
  isJustAdded = false,
  profileExtras,
}: EmployeeScreenProps) => {
  const navigate = useNavigate();
  const [tab, setTab] = useState<TabName>(isJustAdded ? 'Documents' : 'General');
  const afterSuccess = useAfterSuccess();

  if (isNotFound(error)) {
    return <NotFound as="div" back={{ href: paths.employees.getHref(), label: 'Back to Employees List' }} />;
  }
  if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
  if (isLoading) return <Skeleton variant="rounded" height={480} aria-label="Loading employee" />;

  // spec A §2: switching tabs only in edit or profile mode.
  const canSwitchTabs = mode !== 'add';
  // spec A §6: administrators add and edit appraisals, not on their own record or profile page.
  const canEditAppraisals = mode === 'edit' && viewer.roleId === ROLE.admin && employee?.id !== viewer.id;

  const onSaved = (saved: EmployeeDetail) => {
    // spec A §2: a save in the general tab moves to documents. After an add, the screen continues as
    // the stored employee (its id in the URL) so documents can be uploaded; the user goes back when
    // done. After an edit, back to the list 2 seconds later.
    if (mode === 'add') {
      navigate(paths.addEmployee.getHref(saved.id), {
        replace: true,
        state: { ...AFTER_SAVE, isJustAdded: true },
      });
      return;
    }
    setTab('Documents');
    afterSuccess(() => navigate(paths.employees.getHref()));
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
            employee && (
              <>
                <EmployeeProfileView employee={employee} timeZone={viewer.timeZone} />
                {profileExtras}
              </>
            )
          ) : (
            <EmployeeGeneralForm
              mode={mode}
              employee={employee}
              options={options}
              timeZone={viewer.timeZone}
              onSaved={onSaved}
              isOwnRecord={employee?.id === viewer.id}
            />
          ))}
        {tab === 'Documents' && isJustAdded && (
          <Alert
            severity="success"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => navigate(paths.employees.getHref())}>
                Done
              </Button>
            }
          >
            {employee?.name ?? 'The employee'} is added. Upload their documents now, or choose Done.
          </Alert>
        )}
        {/* Only a stored employee has documents: the add flow reaches this tab as the stored one. */}
        {tab === 'Documents' && employee && (
          <EmployeeDocumentsTab
            mode={mode}
            employeeId={employee.id}
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
