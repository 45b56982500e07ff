import {
  type EmployeeImportPreview,
  employeeImportPreviewSchema,
} from '@pulse/shared/contracts/employee-import';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type ImportFileInput = {
  file: File;
  sendInvitations: boolean;
  onProgress: (fraction: number) => void;
};

export const importFormOf = ({ file, sendInvitations }: ImportFileInput) => {
  const form = new FormData();
  // The choice first: the server reads the parts in order.
  form.append('sendInvitations', String(sendInvitations));
  form.append('file', file, file.name);
  return form;
};

// Every row checked with the Add Employee form's rules; nothing is written.
export const previewEmployeeImport = async (input: ImportFileInput): Promise<EmployeeImportPreview> =>
  employeeImportPreviewSchema.parse(
    await apiClient.uploadWithProgress(
      'POST',
      '/employees/import/preview',
      importFormOf(input),
      input.onProgress,
    ),
  );

export const usePreviewEmployeeImport = () => useMutation({ mutationFn: previewEmployeeImport });

// Links of the template's two forms (plain downloads: the browser saves them under the server's name).
export const importTemplateHref = (format: 'xlsx' | 'csv') =>
  `/api/v1/employees/import/template?format=${format}`;
