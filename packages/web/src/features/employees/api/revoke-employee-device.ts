import { type TrackerDevice, trackerDeviceSchema } from '@pulse/shared/contracts/tracker';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { employeeDevicesQueryKey } from './get-employee-devices';

type RevokeEmployeeDeviceInput = { employeeId: string; deviceId: string };

// The device's token stops working at once; the answer is the device with its revocation time.
export const revokeEmployeeDevice = async ({
  employeeId,
  deviceId,
}: RevokeEmployeeDeviceInput): Promise<TrackerDevice> =>
  trackerDeviceSchema.parse(
    await apiClient.post(
      `/employees/${encodeURIComponent(employeeId)}/devices/${encodeURIComponent(deviceId)}/revoke`,
    ),
  );

export const useRevokeEmployeeDevice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeEmployeeDevice,
    onSuccess: (_device, input) =>
      queryClient.invalidateQueries({ queryKey: employeeDevicesQueryKey(input.employeeId) }),
  });
};
