import type { EmployeeReportQuery, ReportQuery } from '@pulse/shared/contracts/activity';
import { reportExportFileName } from '@pulse/shared/domain/report-weeks';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { reportSearchParams } from './get-report';

// The server names the file (with the project when the report has one); the same name is built here
// only if the answer carries none.
const exportFile = async (
  path: string,
  query: { startDate: string; endDate: string },
  projectName: string | undefined,
) => {
  const { blob, fileName } = await apiClient.download(path);
  const name = fileName ?? `${reportExportFileName(query.startDate, query.endDate, projectName)}.xlsx`;
  saveFile(blob, name);
  return name;
};

// The project's name rides along only for that fallback name; the request carries its id.
type Export<Query> = { query: Query; projectName?: string | undefined };

export const exportEmployeeReport = ({ query, projectName }: Export<EmployeeReportQuery>) =>
  exportFile(`/reports/export?${reportSearchParams(query)}`, query, projectName);

// Export All is every employee: the employee selector does not apply, the project filter does.
export const exportAllReports = ({ query, projectName }: Export<ReportQuery>) =>
  exportFile(
    `/reports/export-all?${reportSearchParams({
      startDate: query.startDate,
      endDate: query.endDate,
      projectId: query.projectId,
    })}`,
    query,
    projectName,
  );

export const useExportEmployeeReport = () => useMutation({ mutationFn: exportEmployeeReport });
export const useExportAllReports = () => useMutation({ mutationFn: exportAllReports });
