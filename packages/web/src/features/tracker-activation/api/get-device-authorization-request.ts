import {
  type DeviceAuthorizationRequest,
  deviceAuthorizationRequestSchema,
} from '@pulse/shared/contracts/device-authorization';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const deviceAuthorizationRequestQueryKey = (userCode: string) =>
  ['tracker-activation', userCode] as const;

// The code the employee typed, as the agent that asked for it reported itself.
export const getDeviceAuthorizationRequest = async (
  userCode: string,
  signal?: AbortSignal,
): Promise<DeviceAuthorizationRequest> =>
  deviceAuthorizationRequestSchema.parse(
    await apiClient.get(`/tracker/device-authorizations?userCode=${encodeURIComponent(userCode)}`, signal),
  );

// `null` until a well-formed code is entered. A code is looked up once: it is only ever decided, and a
// refusal (not found) stays what it is.
export const useDeviceAuthorizationRequest = (userCode: string | null) =>
  useQuery({
    ...queryOptions({
      queryKey: deviceAuthorizationRequestQueryKey(userCode ?? ''),
      queryFn: ({ signal }) => getDeviceAuthorizationRequest(userCode ?? '', signal),
    }),
    enabled: userCode !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
