import { BLOOD_GROUPS } from '@pulse/shared/contracts/employees';
import { verhoeffCheckDigit } from '@pulse/shared/domain/identity-numbers';
import { and, eq } from 'drizzle-orm';
import type { FieldCipher } from '../../lib/field-encryption';
import type { Database } from '../client';
import { appraisals, departments, employees } from '../schema/index';
import type { seedDemoMasterData } from './demo-master-data';

type MasterData = Awaited<ReturnType<typeof seedDemoMasterData>>;

const FATHER_NAMES = [
  'Rajesh Verma',
  'Suresh Mehta',
  'Gopal Nair',
  'Harinder Singh',
  'Anil Kapoor',
  'Venkat Rao',
  'Srinivas Iyer',
  'Ramesh Malhotra',
  'Mohan Menon',
  'Sunil Gupta',
  'Debashis Das',
  'Subrata Bose',
  'Krishnan Pillai',
  'Prakash Joshi',
  'Narayana Reddy',
  'Mahesh Jain',
  'Ravi Shetty',
  'Ashok Agarwal',
  'Vinay Kulkarni',
  'Om Prakash Tiwari',
  'Alok Saxena',
  'Raghav Vardhan',
  'Sundar Krishnan',
  'Deepak Chopra',
  'Imran Khan',
  'Rakesh Mishra',
  'Gurpreet Kaur',
];

const CITIES = [
  '12 MG Road, Bengaluru 560001',
  '4 Linking Road, Bandra West, Mumbai 400050',
  '88 Connaught Place, New Delhi 110001',
  '23 Anna Salai, Chennai 600002',
  '7 Park Street, Kolkata 700016',
  '15 FC Road, Pune 411004',
  '31 Banjara Hills, Hyderabad 500034',
];

// Designation number (demo-master-data order) per demo department: Administration, Engineering,
// Design, Sales, Human Resources; the first of each department is the senior one.
const DESIGNATION_BY_DEPARTMENT: Record<number, [number, number]> = {
  1: [1, 6],
  2: [3, 2],
  3: [4, 4],
  4: [5, 5],
  5: [6, 6],
};

// The senior designation goes to someone in post for more than a year: a promotion comes with an
// appraisal (below), and new joiners have had none.
const designationNumberOf = (index: number, departmentNumber: number) => {
  const [seniorDesignation, designation] = DESIGNATION_BY_DEPARTMENT[departmentNumber] ?? [1, 1];
  return index % 4 === 0 && (JOINED_DAYS_AGO[index] ?? 0) >= 395 ? seniorDesignation : designation;
};

// Monthly salary by designation number (demo-master-data order), seniority first: the Director above
// everyone, a senior engineer above an engineer.
const SALARY_BY_DESIGNATION: Record<number, number> = {
  1: 180_000,
  2: 60_000,
  3: 90_000,
  4: 55_000,
  5: 45_000,
  6: 75_000,
};
const demoMonthlySalary = (index: number, designationNumber: number) =>
  (SALARY_BY_DESIGNATION[designationNumber] ?? 40_000) + ((index * 1_300) % 8_000);

// Days before "now" each demo employee joined: spread over four years, the last few this year, so
// the list shows every branch of the leave entitlement (spec A §9).
const JOINED_DAYS_AGO = [
  1450, 1380, 1290, 1200, 1130, 1040, 980, 900, 830, 760, 700, 640, 590, 530, 480, 420, 390, 350, 300, 260,
  220, 170, 120, 75, 40, 20, 10,
];

const RELIEVED_INDEX = 25;
const INACTIVE_INDEX = 26;

const dayBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);

const digits = (seed: number, length: number) => {
  let text = '';
  let value = seed * 7919 + 104_729;
  while (text.length < length) {
    value = (value * 48_271) % 2_147_483_647;
    text += String(value % 10);
  }
  return text;
};

const panNumber = (index: number) => {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const pick = (offset: number) => letters[(index * 7 + offset * 3) % letters.length];
  return `${pick(1)}${pick(2)}${pick(3)}P${pick(4)}${digits(index + 3, 4)}${pick(5)}`;
};

// 12 digits, never starting with 0 or 1, ending in the Verhoeff check digit, as a real Aadhaar does.
const aadhaarNumber = (index: number) => {
  const body = `${2 + (index % 8)}${digits(index + 200, 10)}`;
  return `${body}${verhoeffCheckDigit(body)}`;
};

// The demo's people in full (spec A §3): dates, family, contact, company and bank details with the
// personal numbers encrypted, two who have left, and appraisal histories for ten of them.
export const seedDemoPeople = async (
  db: Database,
  input: {
    organizationId: string;
    people: { id: string }[];
    masterData: MasterData;
    cipher: FieldCipher;
    now: Date;
  },
) => {
  const { organizationId, people, masterData, cipher, now } = input;
  const departmentRows = await db
    .select({ employeeId: employees.id, departmentNumber: departments.departmentNumber })
    .from(employees)
    .innerJoin(departments, eq(departments.id, employees.departmentId))
    .where(eq(employees.organizationId, organizationId));
  const departmentOf = new Map(departmentRows.map((row) => [row.employeeId, row.departmentNumber]));
  for (const [index, person] of people.entries()) {
    const designationNumber = designationNumberOf(index, departmentOf.get(person.id) ?? 1);
    const bank = masterData.banks[index % masterData.banks.length];
    const joinedDaysAgo = JOINED_DAYS_AGO[index] ?? 365;
    const birthYear = 1975 + ((index * 7) % 25);
    const isRelieved = index === RELIEVED_INDEX;
    const isInactive = isRelieved || index === INACTIVE_INDEX;
    await db
      .update(employees)
      .set({
        joiningDate: dayBefore(now, joinedDaysAgo),
        dateOfBirth: `${birthYear}-${String((index % 12) + 1).padStart(2, '0')}-${String(((index * 5) % 28) + 1).padStart(2, '0')}`,
        fatherName: FATHER_NAMES[index] ?? 'Ramesh Kumar',
        bloodGroup: BLOOD_GROUPS[index % BLOOD_GROUPS.length],
        contactNumber1: `+91 9${digits(index, 9)}`,
        contactNumber2: index % 3 === 0 ? `+91 8${digits(index + 100, 9)}` : null,
        personalEmail: `${['asha', 'rahul', 'priya'][index] ?? `person${index + 1}`}.home@example.com`,
        skypeId: index % 2 === 0 ? `live:demo.${index + 1}` : null,
        correspondenceAddress: CITIES[index % CITIES.length],
        permanentAddress: CITIES[(index + 3) % CITIES.length],
        designationId: masterData.designations.find((row) => row.designationNumber === designationNumber)?.id,
        shiftId: masterData.shifts[index % 5 === 4 ? 1 : 0]?.id,
        bankId: bank?.id,
        ifscCode: bank?.ifsc,
        bankAccountNumberEncrypted: cipher.encrypt(digits(index + 50, 12)),
        panNumberEncrypted: cipher.encrypt(panNumber(index)),
        aadhaarNumberEncrypted: cipher.encrypt(aadhaarNumber(index)),
        isActive: !isInactive,
        isRelieved,
        relievingDate: isInactive ? dayBefore(now, 3) : null,
      })
      .where(and(eq(employees.organizationId, organizationId), eq(employees.id, person.id)));
  }

  // Appraisals: everyone in post for more than a year has one a year, up to three, the latest a month
  // ago. Derived backwards from today's designation and salary, so the latest appraisal's new
  // designation is the profile's and its new salary is what the payroll sheet pays (demo-payroll.ts).
  const rows: (typeof appraisals.$inferInsert)[] = [];
  for (const [index, person] of people.entries()) {
    const joinedDaysAgo = JOINED_DAYS_AGO[index] ?? 0;
    // Each appraisal at least a year after joining: 30, 395 and 760 days ago.
    const count = joinedDaysAgo < 395 ? 0 : Math.min(3, Math.floor((joinedDaysAgo - 395) / 365) + 1);
    if (index === RELIEVED_INDEX || index === INACTIVE_INDEX || count <= 0) continue;
    const designationNumber = designationNumberOf(index, departmentOf.get(person.id) ?? 1);
    const name = (number: number) =>
      masterData.designations.find((row) => row.designationNumber === number)?.name ?? '';
    let newSalary = demoMonthlySalary(index, designationNumber);
    let newDesignation = designationNumber;
    for (let step = 0; step < count; step += 1) {
      // A senior engineer was promoted from engineer at the latest appraisal.
      const currentDesignation = step === 0 && designationNumber === 3 ? 2 : newDesignation;
      const currentSalary = Math.round(newSalary / 1.1 / 100) * 100;
      rows.push({
        organizationId,
        employeeId: person.id,
        currentDesignation: name(currentDesignation),
        newDesignation: name(newDesignation),
        currentSalary,
        newSalary,
        appraisalDate: dayBefore(now, 30 + step * 365),
      });
      newSalary = currentSalary;
      newDesignation = currentDesignation;
    }
  }
  await db.insert(appraisals).values(rows);
};
