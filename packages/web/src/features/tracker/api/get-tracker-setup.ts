import { type TrackerSetup, trackerSetupSchema } from '@pulse/shared/contracts/tracker-setup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// The Tracker page's facts: the package this server offers, the screenshot mode and privacy settings
// in force for the person, and how many devices they have signed in.
export const getTrackerSetup = async (signal?: AbortSignal): Promise<TrackerSetup> =>
  trackerSetupSchema.parse(await apiClient.get('/tracker/setup', signal));

export const getTrackerSetupQueryOptions = () =>
  queryOptions({
    queryKey: ['tracker', 'setup'],
    queryFn: ({ signal }) => getTrackerSetup(signal),
  });

export const useTrackerSetup = () => useQuery(getTrackerSetupQueryOptions());
