import type { EmployeeReportQuery, ReportQuery } from '@pulse/shared/contracts/activity';
import { reportExportFileName } from '@pulse/shared/domain/report-weeks';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { reportSearchParams } from './get-report';

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
