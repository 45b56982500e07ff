import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { leaveTexts } from '@pulse/shared/spec-texts';
import { EmployeeLeavesPanel } from './employee-leaves-panel';
import { HolidayList } from './holiday-list';
import { LeaveActionsProvider } from './leave-actions-provider';
import { AppliedLeavesPanel, LeavesForApprovalPanel } from './own-leaves-panels';

export const LEAVES_TABS = ['employee-leaves', 'applied', 'for-approval', 'holidays'] as const;
export type LeavesTab = (typeof LEAVES_TABS)[number];

const TAB_LABELS: Record<LeavesTab, string> = {
  'employee-leaves': leaveTexts.tabEmployeeLeaves,
  applied: leaveTexts.tabApplied,
  'for-approval': leaveTexts.tabForApproval,
  holidays: leaveTexts.tabHolidays,
};

// spec B §2: Employee Leaves is for administrators only.
export const leavesTabsFor = (isAdmin: boolean): readonly LeavesTab[] =>
  isAdmin ? LEAVES_TABS : LEAVES_TABS.filter((tab) => tab !== 'employee-leaves');

// spec B §2: the default tab is Employee Leaves for administrators, Your Applied Leaves otherwise.
export const defaultLeavesTab = (isAdmin: boolean): LeavesTab => (isAdmin ? 'employee-leaves' : 'applied');

type LeavesTabsProps = {
  tab: LeavesTab;
  onTabChange: (tab: LeavesTab) => void;
  isAdmin: boolean;
  // The organisation's calendar day, YYYY-MM-DD.
  today: string;
  holidayYear: number;
  onHolidayYearChange: (year: number) => void;
};

export const LeavesTabs = ({
  tab,
  onTabChange,
  isAdmin,
  today,
  holidayYear,
  onHolidayYearChange,
}: LeavesTabsProps) => {
  const tabs = leavesTabsFor(isAdmin);
  return (
    <LeaveActionsProvider>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: LeavesTab) => onTabChange(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Leaves"
        >
          {tabs.map((entry) => (
            <Tab
              key={entry}
              value={entry}
              label={TAB_LABELS[entry]}
              id={`leaves-tab-${entry}`}
              aria-controls="leaves-panel"
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="leaves-panel" aria-labelledby={`leaves-tab-${tab}`}>
        {tab === 'employee-leaves' && <EmployeeLeavesPanel today={today} />}
        {tab === 'applied' && <AppliedLeavesPanel />}
        {tab === 'for-approval' && <LeavesForApprovalPanel />}
        {tab === 'holidays' && (
          <HolidayList
            isAdmin={isAdmin}
            currentYear={Number(today.slice(0, 4))}
            year={holidayYear}
            onYearChange={onHolidayYearChange}
          />
        )}
      </Box>
    </LeaveActionsProvider>
  );
};
