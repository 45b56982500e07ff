import { insertStartingColumns } from '../../modules/organization/organization.repository';
import type { Database } from '../client';
import { banks, designations, leaveSettings, shifts } from '../schema/index';

const DESIGNATIONS = [
  'Director',
  'Software Engineer',
  'Senior Software Engineer',
  'Designer',
  'Sales Executive',
  'HR Manager',
];

// The demo's master data (spec A §3): banks, designations, shifts, leaves per year, list columns.
export const seedDemoMasterData = async (db: Database, organizationId: string, currentYear: number) => {
  const insertedBanks = await db
    .insert(banks)
    .values([
      {
        organizationId,
        bankNumber: 1,
        name: 'State Bank of India',
        branch: 'MG Road, Bengaluru',
        ifsc: 'SBIN0001234',
      },
      {
        organizationId,
        bankNumber: 2,
        name: 'HDFC Bank',
        branch: 'Bandra West, Mumbai',
        ifsc: 'HDFC0000456',
      },
      {
        organizationId,
        bankNumber: 3,
        name: 'ICICI Bank',
        branch: 'Connaught Place, Delhi',
        ifsc: 'ICIC0000789',
      },
    ])
    .returning();
  const insertedDesignations = await db
    .insert(designations)
    .values(DESIGNATIONS.map((name, index) => ({ organizationId, designationNumber: index + 1, name })))
    .returning();
  const insertedShifts = await db
    .insert(shifts)
    .values([
      // spec A §4: the end is the start plus one day minus one minute.
      { organizationId, shiftNumber: 1, name: 'Day', startTime: '09:00', endTime: '08:59' },
      { organizationId, shiftNumber: 2, name: 'Night', startTime: '21:00', endTime: '20:59' },
    ])
    .returning();
  await db.insert(leaveSettings).values([
    { organizationId, leaveSettingNumber: 1, year: currentYear - 1, numberOfLeaves: 18 },
    { organizationId, leaveSettingNumber: 2, year: currentYear, numberOfLeaves: 20 },
  ]);
  await insertStartingColumns(db, organizationId);
  return { banks: insertedBanks, designations: insertedDesignations, shifts: insertedShifts };
};
