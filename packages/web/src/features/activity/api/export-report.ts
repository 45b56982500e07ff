import type { EmployeeReportQuery, ReportQuery } from '@pulse/shared/contracts/activity';
import { reportExportFileName } from '@pulse/shared/domain/report-weeks';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { reportSearchParams } from './get-report';

// Saves bytes under a name through a temporary link: the only way a page can start a download of
// data it fetched itself (the request needs the session cookie and its errors become toasts).
export const saveFile = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; release it on the next tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

const exportFile = async (path: string, range: { startDate: string; endDate: string }) => {
  const { blob, fileName } = await apiClient.download(path);
  const name = fileName ?? `${reportExportFileName(range.startDate, range.endDate)}.xlsx`;
  saveFile(blob, name);
  return name;
};

export const exportEmployeeReport = (query: EmployeeReportQuery) =>
  exportFile(`/reports/export?${reportSearchParams(query)}`, query);

export const exportAllReports = (query: ReportQuery) =>
  exportFile(
    `/reports/export-all?${reportSearchParams({ startDate: query.startDate, endDate: query.endDate })}`,
    query,
  );

export const useExportEmployeeReport = () => useMutation({ mutationFn: exportEmployeeReport });
export const useExportAllReports = () => useMutation({ mutationFn: exportAllReports });
