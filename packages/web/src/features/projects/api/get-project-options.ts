import { type ProjectOptions, projectOptionsSchema } from '@pulse/shared/contracts/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { projectsQueryKey } from './get-projects';

// spec B §7: the status list, the timesheet interval list and the organisation's currency.
export const getProjectOptions = async (signal?: AbortSignal): Promise<ProjectOptions> =>
  projectOptionsSchema.parse(await apiClient.get('/projects/options', signal));

export const getProjectOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...projectsQueryKey, 'options'],
    queryFn: ({ signal }) => getProjectOptions(signal),
  });

export const useProjectOptions = () => useQuery(getProjectOptionsQueryOptions());
