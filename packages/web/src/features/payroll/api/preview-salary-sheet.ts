import { type SalarySheetPreview, salarySheetPreviewSchema } from '@pulse/shared/contracts/payroll';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

// Reads and checks a chosen sheet on the server without storing it, for the preview table.
export const previewSalarySheet = async (file: File): Promise<SalarySheetPreview> => {
  const form = new FormData();
  form.append('file', file);
  return salarySheetPreviewSchema.parse(await apiClient.upload('POST', '/payroll/preview', form));
};

export const usePreviewSalarySheet = () => useMutation({ mutationFn: previewSalarySheet });
