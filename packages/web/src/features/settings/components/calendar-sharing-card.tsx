import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { calendarTexts } from '@pulse/shared/contracts/calendar';
import { useMutationFeedback } from '../../../components/toast/use-mutation-feedback';
import { useOrganizationSettings } from '../api/get-organization-settings';
import { useUpdateOrganizationSettings } from '../api/update-organization-settings';

// The team calendar shows colleagues "Away" unless the organisation chooses to share the leave's type;
// the switch saves as it changes, like the Shifts tab's (spec A §2).
export const CalendarSharingCard = () => {
  const feedback = useMutationFeedback();
  const settings = useOrganizationSettings();
  const update = useUpdateOrganizationSettings();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="calendar-sharing-heading"
      sx={{ p: { xs: 2, md: 3 }, mt: 3, maxWidth: 720 }}
    >
      <Typography id="calendar-sharing-heading" component="h2" variant="h6">
        {calendarTexts.sharingTitle}
      </Typography>
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
    </Paper>
  );
};
