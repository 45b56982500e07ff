import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import type { OrganizationSettingsPatch } from '@pulse/shared/contracts/settings';
import { settingsPulseTexts } from '@pulse/shared/spec-texts';
import { useToast } from '../../../components/toast/toast-provider';
import { ApiError } from '../../../lib/api-error';
import { useOrganizationSettings } from '../api/get-organization-settings';
import { useUpdateOrganizationSettings } from '../api/update-organization-settings';

// spec A §2: the Shifts tab's two switches save as soon as they change.
export const ShiftSwitches = () => {
  const toast = useToast();
  const settings = useOrganizationSettings();
  const update = useUpdateOrganizationSettings();

  if (settings.isPending) return <Skeleton variant="rounded" height={40} sx={{ mb: 2, maxWidth: 480 }} />;
  if (settings.isError) return null;

  const change = (patch: OrganizationSettingsPatch) =>
    update.mutate(patch, {
      onError: (error) =>
        toast.error(
          error instanceof ApiError && error.status < 500
            ? error.detail
            : settingsPulseTexts.settingSaveFailed,
        ),
    });

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, mb: 2 }}>
      <FormControlLabel
        label="Shifts"
        control={
          <Switch
            checked={settings.data.isShiftsEnabled}
            onChange={(_event, isChecked) => change({ isShiftsEnabled: isChecked })}
          />
        }
      />
      <FormControlLabel
        label="Include Log Off In Idle"
        control={
          <Switch
            checked={settings.data.isLogOffIncludedInIdle}
            onChange={(_event, isChecked) => change({ isLogOffIncludedInIdle: isChecked })}
          />
        }
      />
    </Box>
  );
};
