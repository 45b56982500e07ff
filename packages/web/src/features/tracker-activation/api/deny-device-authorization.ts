import {
  type DeviceAuthorizationRequest,
  deviceAuthorizationRequestSchema,
} from '@pulse/shared/contracts/device-authorization';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// Deny: tells the tracker no; it signs nobody in.
export const denyDeviceAuthorization = async (userCode: string): Promise<DeviceAuthorizationRequest> =>
  deviceAuthorizationRequestSchema.parse(
    await apiClient.post('/tracker/device-authorizations/deny', { userCode }),
  );

export const useDenyDeviceAuthorization = () => useMutation({ mutationFn: denyDeviceAuthorization });
