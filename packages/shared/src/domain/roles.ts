// spec A §6: RoleId 1 administrator, RoleId 2 employee (the default).
export const ROLE = { admin: 1, employee: 2 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];

export const isAdmin = (roleId: number): boolean => roleId === ROLE.admin;
