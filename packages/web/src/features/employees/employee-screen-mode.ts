// spec A §2: the employee screen is shown to add an employee, to edit one, or as My Profile.
export type EmployeeScreenMode = 'add' | 'edit' | 'profile';
