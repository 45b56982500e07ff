import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { calendarTexts } from '@pulse/shared/contracts/calendar';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useOrganizationSettings } from '../api/get-organization-settings';
import { useUpdateOrganizationSettings } from '../api/update-organization-settings';
import { SettingsCard } from './settings-card';

// The team calendar shows colleagues "Away" unless the organisation chooses to share the leave's type;
// the switch saves as it changes, like the Shifts tab's (spec A §2).
export const CalendarSharingCard = () => {
  const feedback = useMutationFeedback();
  const settings = useOrganizationSettings();
  const update = useUpdateOrganizationSettings();
  return (
    <SettingsCard id="calendar-sharing" title={calendarTexts.sharingTitle}>
      {settings.isPending ? (
        <Skeleton variant="rounded" height={40} />
      ) : settings.isError ? null : (
        <FormControlLabel
          label={calendarTexts.sharingLabel}
          control={
            <Switch
              checked={settings.data.isLeaveTypeShared}
              onChange={(_event, isChecked) =>
                update.mutate(
                  { isLeaveTypeShared: isChecked },
                  { onSuccess: feedback.onSuccess(calendarTexts.sharingSaved), onError: feedback.onError },
                )
              }
            />
          }
        />
      )}
      <Typography variant="body2" color="text.secondary">
        {calendarTexts.sharingHint}
      </Typography>
    </SettingsCard>
  );
};
