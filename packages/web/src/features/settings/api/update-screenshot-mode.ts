import type { ScreenshotMode } from '@pulse/shared/contracts/tracker';
import {
  type EmployeeScreenshotMode,
  employeeScreenshotModeSchema,
} from '@pulse/shared/contracts/tracking-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { screenshotModesQueryKey } from './get-screenshot-modes';

type ScreenshotModeChange = { employeeId: string; screenshotMode: ScreenshotMode | null };

export const updateScreenshotMode = async ({
  employeeId,
  screenshotMode,
}: ScreenshotModeChange): Promise<EmployeeScreenshotMode> =>
  employeeScreenshotModeSchema.parse(
    await apiClient.put(`/employees/${encodeURIComponent(employeeId)}/screenshot-mode`, { screenshotMode }),
  );

// The row shows the saved mode at once; the employee feature's queries (their detail) start with
// 'employees' too, so an open employee form reads the new mode.
export const useUpdateScreenshotMode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateScreenshotMode,
    onSuccess: (saved) => {
      queryClient.setQueryData<EmployeeScreenshotMode[]>(screenshotModesQueryKey, (rows) =>
        rows?.map((row) => (row.employeeId === saved.employeeId ? saved : row)),
      );
      return queryClient.invalidateQueries({ queryKey: ['employees'], refetchType: 'none' });
    },
  });
};
