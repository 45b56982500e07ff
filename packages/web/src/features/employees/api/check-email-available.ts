import { emailAvailabilitySchema } from '@pulse/shared/contracts/employees';
import { apiClient } from '../../../lib/api-client';

// Called when the official e-mail field loses focus (spec A §5).
export const checkEmailAvailable = async (email: string, exceptEmployeeId?: string): Promise<boolean> => {
  const params = new URLSearchParams({ email, ...(exceptEmployeeId ? { exceptEmployeeId } : {}) });
  const answer = emailAvailabilitySchema.parse(await apiClient.get(`/employees/email-available?${params}`));
  return answer.isAvailable;
};
