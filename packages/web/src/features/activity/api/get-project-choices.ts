import { type ProjectChoice, projectChoiceListSchema } from '@pulse/shared/contracts/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// Under the projects feature's root key ['projects'] (features never import each other, so it is
// spelled here): a project saved there refreshes this list too.
export const projectChoicesQueryKey = ['projects', 'choices'] as const;

// The Reports page's Project filter: the organisation's projects (an administrator gets them all).
export const getProjectChoices = async (signal?: AbortSignal): Promise<ProjectChoice[]> =>
  projectChoiceListSchema.parse(await apiClient.get('/projects/choices', signal)).items;

export const getProjectChoicesQueryOptions = () =>
  queryOptions({
    queryKey: projectChoicesQueryKey,
    queryFn: ({ signal }) => getProjectChoices(signal),
  });

export const useProjectChoices = () => useQuery(getProjectChoicesQueryOptions());
