// spec A §4: unticking Active (or ticking Is Relieved) fills the relieving date with today;
// re-activating clears it; the relieving date is editable only while not active. One rule for the
// form (as the boxes change) and the server (whatever a client sends).
export type EmployeeStatus = { isActive: boolean; isRelieved: boolean; relievingDate: string | null };

export const normalizeEmployeeStatus = (status: EmployeeStatus, today: string): EmployeeStatus => {
  if (status.isRelieved)
    return { isActive: false, isRelieved: true, relievingDate: status.relievingDate || today };
  if (status.isActive) return { isActive: true, isRelieved: false, relievingDate: null };
  return { isActive: false, isRelieved: false, relievingDate: status.relievingDate || today };
};
