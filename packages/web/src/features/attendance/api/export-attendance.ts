import { attendanceExportFileName } from '@pulse/shared/domain/attendance-rules';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { type AttendanceFilters, attendanceSearchParams } from './get-attendance';

// Download Excel (spec B §2, administrators): the same filters as the list, as an .xlsx file.
export const exportAttendance = async (filters: AttendanceFilters): Promise<string> => {
  const { blob, fileName } = await apiClient.download(
    `/attendance/export?${attendanceSearchParams(filters)}`,
  );
  const name = fileName ?? attendanceExportFileName(filters.from, filters.to);
  saveFile(blob, name);
  return name;
};

export const useExportAttendance = () => useMutation({ mutationFn: exportAttendance });
