import { type ProjectDetail, projectDetailSchema } from '@pulse/shared/contracts/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { projectsQueryKey } from './get-projects';

export const projectQueryKey = (id: string) => [...projectsQueryKey, 'detail', id] as const;

// spec B §7 project details and team data, in one answer.
export const getProject = async (id: string, signal?: AbortSignal): Promise<ProjectDetail> =>
  projectDetailSchema.parse(await apiClient.get(`/projects/${encodeURIComponent(id)}`, signal));

export const getProjectQueryOptions = (id: string | undefined) =>
  queryOptions({
    queryKey: projectQueryKey(id ?? ''),
    queryFn: ({ signal }) => getProject(id ?? '', signal),
    enabled: id !== undefined,
    // The form is filled from what the server holds now, not from an earlier visit.
    staleTime: 0,
  });

// `undefined` in add mode: nothing to load.
export const useProject = (id: string | undefined) => useQuery(getProjectQueryOptions(id));
