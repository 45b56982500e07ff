import { type ProjectMember, projectDetailSchema } from '@pulse/shared/contracts/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { todosQueryKey } from './get-todos';

// spec B §2 To-do form: the members a to-do may be assigned to are the chosen project's team, which
// the project's detail carries.
export const getProjectTeam = async (projectId: string, signal?: AbortSignal): Promise<ProjectMember[]> =>
  projectDetailSchema.parse(await apiClient.get(`/projects/${encodeURIComponent(projectId)}`, signal)).team;

export const getProjectTeamQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: [...todosQueryKey, 'project-team', projectId],
    queryFn: ({ signal }) => getProjectTeam(projectId, signal),
  });

// `undefined` while no project is chosen, and for a reader who may not change the members.
export const useProjectTeam = (projectId: string | undefined) =>
  useQuery({ ...getProjectTeamQueryOptions(projectId ?? ''), enabled: projectId !== undefined });
