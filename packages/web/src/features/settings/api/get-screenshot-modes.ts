import {
  type EmployeeScreenshotMode,
  employeeScreenshotModeListSchema,
} from '@pulse/shared/contracts/tracking-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const screenshotModesQueryKey = ['employees', 'screenshot-modes'] as const;

export const getScreenshotModes = async (signal?: AbortSignal): Promise<EmployeeScreenshotMode[]> =>
  employeeScreenshotModeListSchema.parse(await apiClient.get('/employees/screenshot-modes', signal)).items;

export const getScreenshotModesQueryOptions = () =>
  queryOptions({ queryKey: screenshotModesQueryKey, queryFn: ({ signal }) => getScreenshotModes(signal) });

export const useScreenshotModes = () => useQuery(getScreenshotModesQueryOptions());
