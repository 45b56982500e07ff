import { type TrackerDevice, trackerDeviceListSchema } from '@pulse/shared/contracts/tracker';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const employeeDevicesQueryKey = (employeeId: string) => ['employees', 'devices', employeeId] as const;

// The employee's tracker installations, revoked ones included (administrators, or the employee).
export const getEmployeeDevices = async (employeeId: string): Promise<TrackerDevice[]> =>
  trackerDeviceListSchema.parse(await apiClient.get(`/employees/${encodeURIComponent(employeeId)}/devices`))
    .items;

export const getEmployeeDevicesQueryOptions = (employeeId: string) =>
  queryOptions({
    queryKey: employeeDevicesQueryKey(employeeId),
    queryFn: () => getEmployeeDevices(employeeId),
  });

export const useEmployeeDevices = (employeeId: string) =>
  useQuery(getEmployeeDevicesQueryOptions(employeeId));
