import { attendancePulseTexts, attendanceTexts } from '@pulse/shared/spec-texts';
import { defineErrors } from '../../lib/app-error';

// Attendance (spec B §5): a complete record; an own time away from the server's clock.
export const attendanceErrors = defineErrors({
  ATTENDANCE_ALREADY_MARKED: { status: 409, title: 'Conflict', detail: attendanceTexts.alreadyMarked },
  ATTENDANCE_TIME_OUTSIDE_WINDOW: {
    status: 400,
    title: 'Bad Request',
    detail: attendancePulseTexts.outsideOwnWindow,
  },
});
