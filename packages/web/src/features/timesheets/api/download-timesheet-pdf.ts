import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { type TimesheetWeekKey, weekPath } from './get-timesheet-week';

// Fetched rather than linked, so a refusal reads as the server's message in a toast instead of a JSON
// page. The server names the file; this name is used only if its answer carries none.
export const downloadTimesheetPdf = async ({
  employeeCode,
  ...key
}: TimesheetWeekKey & { employeeCode: string }): Promise<string> => {
  const { blob, fileName } = await apiClient.download(`${weekPath(key)}/pdf`);
  const name = fileName ?? `Timesheet ${employeeCode} ${formatDayMonthYear(key.weekStart)}.pdf`;
  saveFile(blob, name);
  return name;
};

export const useDownloadTimesheetPdf = () => useMutation({ mutationFn: downloadTimesheetPdf });
