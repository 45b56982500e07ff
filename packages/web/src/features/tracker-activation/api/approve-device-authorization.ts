import {
  type DeviceAuthorizationRequest,
  deviceAuthorizationRequestSchema,
} from '@pulse/shared/contracts/device-authorization';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// Approve: signs the tracker in as the signed-in employee.
export const approveDeviceAuthorization = async (userCode: string): Promise<DeviceAuthorizationRequest> =>
  deviceAuthorizationRequestSchema.parse(
    await apiClient.post('/tracker/device-authorizations/approve', { userCode }),
  );

export const useApproveDeviceAuthorization = () => useMutation({ mutationFn: approveDeviceAuthorization });
