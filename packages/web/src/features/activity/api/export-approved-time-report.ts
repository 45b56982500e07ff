import type { ApprovedTimeReportQuery } from '@pulse/shared/contracts/approved-time-report';
import { type ApprovedTimeExportFormat, approvedTimeFileName } from '@pulse/shared/domain/approved-time';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { approvedTimeSearchParams } from './get-approved-time-report';

type ExportInput = { query: ApprovedTimeReportQuery; format: ApprovedTimeExportFormat };

// The server names the file; the same name is built here only if the answer carries none.
export const exportApprovedTimeReport = async ({ query, format }: ExportInput) => {
  const params = new URLSearchParams(approvedTimeSearchParams(query));
  params.set('format', format);
  const { blob, fileName } = await apiClient.download(`/reports/approved-time/export?${params}`);
  const name = fileName ?? approvedTimeFileName(query, query.groupBy ?? 'employee', format);
  saveFile(blob, name);
  return name;
};

export const useExportApprovedTimeReport = () => useMutation({ mutationFn: exportApprovedTimeReport });
