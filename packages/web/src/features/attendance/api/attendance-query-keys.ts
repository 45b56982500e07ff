// Every attendance query lives under one prefix, so a mark refreshes the page and the list together.
export const attendanceQueryKey = ['attendance'] as const;
