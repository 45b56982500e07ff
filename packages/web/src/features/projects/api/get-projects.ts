import { type ProjectList, type ProjectListQuery, projectListSchema } from '@pulse/shared/contracts/projects';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// Every project query (lists, detail, options) starts here, so a save can refresh them all.
export const projectsQueryKey = ['projects'] as const;

const toSearchParams = (query: ProjectListQuery) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();

// spec B §2 Project list: administrators get every project, employees those whose team they are in.
export const getProjects = async (query: ProjectListQuery, signal?: AbortSignal): Promise<ProjectList> =>
  projectListSchema.parse(await apiClient.get(`/projects?${toSearchParams(query)}`, signal));

// The previous page stays on screen while the next page or status loads.
export const getProjectsQueryOptions = (query: ProjectListQuery) =>
  queryOptions({
    queryKey: [...projectsQueryKey, 'list', query],
    queryFn: ({ signal }) => getProjects(query, signal),
    placeholderData: keepPreviousData,
  });

export const useProjects = (query: ProjectListQuery) => useQuery(getProjectsQueryOptions(query));
