import { type ProjectBody, projectSavedSchema } from '@pulse/shared/contracts/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { projectsQueryKey } from './get-projects';

export type SaveProjectInput = { id?: string; body: ProjectBody };

// spec B §4: add without an id (POST), update with one (PUT); both answer the project's id.
export const saveProject = async ({ id, body }: SaveProjectInput): Promise<{ id: string }> =>
  projectSavedSchema.parse(
    id === undefined
      ? await apiClient.post('/projects', body)
      : await apiClient.put(`/projects/${encodeURIComponent(id)}`, body),
  );

export const useSaveProject = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProject,
    // The list, the detail and every project picker show the saved project.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsQueryKey }),
  });
};
