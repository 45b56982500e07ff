import {
  type SalarySlip,
  type SalarySlipMonths,
  salarySlipMonthsSchema,
  salarySlipSchema,
} from '@pulse/shared/contracts/payroll';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type SlipOwner = string | 'me';

// The signed-in employee reads their own slips under /me; administrators name the employee.
const slipsPath = (owner: SlipOwner) =>
  owner === 'me' ? '/me/salary-slips' : `/employees/${encodeURIComponent(owner)}/salary-slips`;

export const getSalarySlipMonths = async (owner: SlipOwner, year: number): Promise<SalarySlipMonths> =>
  salarySlipMonthsSchema.parse(await apiClient.get(`${slipsPath(owner)}?year=${year}`));

export const getSalarySlipMonthsQueryOptions = (owner: SlipOwner, year: number) =>
  queryOptions({
    queryKey: ['payroll', 'slips', owner, year],
    queryFn: () => getSalarySlipMonths(owner, year),
  });

export const useSalarySlipMonths = (owner: SlipOwner, year: number) =>
  useQuery(getSalarySlipMonthsQueryOptions(owner, year));

export const getSalarySlip = async (owner: SlipOwner, year: number, month: number): Promise<SalarySlip> =>
  salarySlipSchema.parse(await apiClient.get(`${slipsPath(owner)}/${year}/${month}`));

// Followed as a link: the server answers with Content-Disposition attachment; SalarySheet.pdf.
export const salarySlipPdfHref = (owner: SlipOwner, year: number, month: number) =>
  `/api/v1${slipsPath(owner)}/${year}/${month}/pdf`;
