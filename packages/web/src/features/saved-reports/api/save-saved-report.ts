import {
  type SavedReport,
  type SavedReportBody,
  savedReportSchema,
} from '@pulse/shared/contracts/saved-reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { savedReportsQueryKey } from './get-saved-reports';

// Saves a new report (no id) or changes one of the caller's (its id); the server decides what the
// caller may save and answers the report as kept.
export const saveSavedReport = async (input: {
  id?: string | undefined;
  body: SavedReportBody;
}): Promise<SavedReport> =>
  savedReportSchema.parse(
    input.id
      ? await apiClient.put(`/saved-reports/${encodeURIComponent(input.id)}`, input.body)
      : await apiClient.post('/saved-reports', input.body),
  );

export const useSaveSavedReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSavedReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedReportsQueryKey }),
  });
};
