import { type TrackingSettings, trackingSettingsSchema } from '@pulse/shared/contracts/tracking-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const trackingSettingsQueryKey = ['organization', 'tracking-settings'] as const;

export const getTrackingSettings = async (signal?: AbortSignal): Promise<TrackingSettings> =>
  trackingSettingsSchema.parse(await apiClient.get('/organization/tracking-settings', signal));

export const getTrackingSettingsQueryOptions = () =>
  queryOptions({ queryKey: trackingSettingsQueryKey, queryFn: ({ signal }) => getTrackingSettings(signal) });

export const useTrackingSettings = () => useQuery(getTrackingSettingsQueryOptions());
