import {
  type TrackingSettings,
  type TrackingSettingsBody,
  trackingSettingsSchema,
} from '@pulse/shared/contracts/tracking-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { screenshotModesQueryKey } from './get-screenshot-modes';
import { trackingSettingsQueryKey } from './get-tracking-settings';

export const updateTrackingSettings = async (body: TrackingSettingsBody): Promise<TrackingSettings> =>
  trackingSettingsSchema.parse(await apiClient.put('/organization/tracking-settings', body));

// The default mode decides every employee's effective mode in the table below the form.
export const useUpdateTrackingSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrackingSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(trackingSettingsQueryKey, settings);
      return queryClient.invalidateQueries({ queryKey: screenshotModesQueryKey });
    },
  });
};
