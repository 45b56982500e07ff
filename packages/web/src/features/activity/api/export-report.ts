import type { EmployeeReportQuery, ReportFileFormat, ReportQuery } from '@pulse/shared/contracts/activity';
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
  format: ReportFileFormat,
) => {
  const { blob, fileName } = await apiClient.download(path);
  const name = fileName ?? `${reportExportFileName(query.startDate, query.endDate, projectName)}.${format}`;
  saveFile(blob, name);
  return name;
};

// The project's name rides along only for that fallback name; the request carries its id. The file
// is the workbook unless the format says CSV.
type Export<Query> = { query: Query; projectName?: string | undefined; format?: ReportFileFormat };

const withFormat = (search: string, format: ReportFileFormat) =>
  format === 'xlsx' ? search : `${search}&format=${format}`;

export const exportEmployeeReport = ({ query, projectName, format = 'xlsx' }: Export<EmployeeReportQuery>) =>
  exportFile(`/reports/export?${withFormat(reportSearchParams(query), format)}`, query, projectName, format);

// Export All is every employee: the employee selector does not apply, the project filter does.
export const exportAllReports = ({ query, projectName, format = 'xlsx' }: Export<ReportQuery>) =>
  exportFile(
    `/reports/export-all?${withFormat(
      reportSearchParams({ startDate: query.startDate, endDate: query.endDate, projectId: query.projectId }),
      format,
    )}`,
    query,
    projectName,
    format,
  );

export const useExportEmployeeReport = () => useMutation({ mutationFn: exportEmployeeReport });
export const useExportAllReports = () => useMutation({ mutationFn: exportAllReports });
