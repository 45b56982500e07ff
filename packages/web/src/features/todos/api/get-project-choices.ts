import { type ProjectChoice, projectChoiceListSchema } from '@pulse/shared/contracts/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { todosQueryKey } from './get-todos';

// spec B §2, §6: the project dropdown offers administrators every project and employees their own.
export const getProjectChoices = async (signal?: AbortSignal): Promise<ProjectChoice[]> =>
  projectChoiceListSchema.parse(await apiClient.get('/projects/choices', signal)).items;

export const getProjectChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...todosQueryKey, 'project-choices'],
    queryFn: ({ signal }) => getProjectChoices(signal),
  });

// Off for a reader whose form shows the to-do's own project only.
export const useProjectChoices = (isEnabled = true) =>
  useQuery({ ...getProjectChoicesQueryOptions(), enabled: isEnabled });
