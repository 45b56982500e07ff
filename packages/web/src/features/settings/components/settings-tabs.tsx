import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { twoFactorTexts } from '@pulse/shared/contracts/two-factor';
import type { SettingsKind } from '@pulse/shared/paths';
import { productivityPulseTexts, trackingPrivacyTexts } from '@pulse/shared/spec-texts';
import type { ReactNode } from 'react';
import { useListView } from '../../../components/list-toolbar/use-list-view';
import { ActivityCategoriesTab } from './activity-categories-tab';
import { AttendanceRulesCard } from './attendance-rules-card';
import { CalendarSharingCard } from './calendar-sharing-card';
import { CurrencySelect } from './currency-select';
import { DefaultColumnsTab } from './default-columns-editor';
import { MasterDataList } from './master-data-list';
import { SecurityTab } from './security-tab';
import { ShiftSwitches } from './shift-switches';
import { TrackingSettingsTab } from './tracking-settings-tab';
import { webhookUiTexts } from './webhook-texts';
import { WebhooksTab } from './webhooks-tab';

// spec A §2: tabs by index — Banks 0, Designations 1, Departments 2, Default Columns 3, Shifts 4,
// Leaves Master 5. Tabs after those are Pulse's own, each with its panel (Tracking 6: spec A §1's
// screenshots per employee, with the privacy rules around them).
export const SETTINGS_TABS: { label: string; kind: SettingsKind | null; Panel?: () => ReactNode }[] = [
  { label: 'Banks', kind: 'bank' },
  { label: 'Designations', kind: 'designation' },
  { label: 'Departments', kind: 'department' },
  { label: 'Default Columns', kind: null },
  { label: 'Shifts', kind: 'shift' },
  { label: 'Leaves Master', kind: 'leaves' },
  { label: trackingPrivacyTexts.tabLabel, kind: null, Panel: TrackingSettingsTab },
  // Categories 7: spec A §1's website and application usage categories.
  { label: productivityPulseTexts.tabLabel, kind: null, Panel: ActivityCategoriesTab },
  // Security 8 (hardening: two-factor sign-in): whether administrators must use two-factor.
  { label: twoFactorTexts.securityTab, kind: null, Panel: SecurityTab },
  // Webhooks 9 (integrations): where the organisation's events are sent.
  { label: webhookUiTexts.tabLabel, kind: null, Panel: WebhooksTab },
];

export const settingsTabOf = (id: string | undefined): number => {
  const index = Number(id);
  return id !== undefined && Number.isInteger(index) && index >= 0 && index < SETTINGS_TABS.length
    ? index
    : 0;
};

type SettingsTabsProps = { tab: number; onTabChange: (tab: number) => void };

export const SettingsTabs = ({ tab, onTabChange }: SettingsTabsProps) => {
  // One choice of view for every tab while the page is open.
  const [view, setView] = useListView('settings');
  const current = SETTINGS_TABS[tab] ?? SETTINGS_TABS[0];
  return (
    <Box>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: number) => onTabChange(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Settings"
        >
          {SETTINGS_TABS.map((entry, index) => (
            <Tab
              key={entry.label}
              label={entry.label}
              id={`settings-tab-${index}`}
              aria-controls="settings-panel"
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="settings-panel" aria-labelledby={`settings-tab-${tab}`}>
        {current?.kind ? (
          <MasterDataList
            key={current.kind}
            kind={current.kind}
            view={view}
            onViewChange={setView}
            toolbar={
              current.kind === 'shift' ? (
                // The organisation's settings (spec B §3: the two flags, and the currency apart).
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 3 }}>
                  <ShiftSwitches />
                  <CurrencySelect />
                </Box>
              ) : undefined
            }
          />
        ) : current?.Panel ? (
          <current.Panel />
        ) : (
          <DefaultColumnsTab />
        )}
        {/* Settings are for administrators only (the route's guard): the leaves year, the days that
            count as working days for Marked Absent and what colleagues see of a leave belong together. */}
        {current?.kind === 'leaves' && (
          <>
            <AttendanceRulesCard />
            <CalendarSharingCard />
          </>
        )}
      </Box>
    </Box>
  );
};
