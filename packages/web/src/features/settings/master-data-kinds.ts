import {
  bankBodySchema,
  bankListSchema,
  bankSchema,
  departmentBodySchema,
  departmentListSchema,
  departmentSchema,
  designationBodySchema,
  designationListSchema,
  designationSchema,
  LEAVE_TYPE_NAMES,
  leaveSettingBodySchema,
  leaveSettingListSchema,
  leaveSettingSchema,
  shiftBodySchema,
  shiftListSchema,
  shiftSchema,
} from '@pulse/shared/contracts/settings';
import { padMasterDataId } from '@pulse/shared/domain/padded-id';
import { formatTime12 } from '@pulse/shared/domain/shift-time';
import type { SettingsKind } from '@pulse/shared/paths';
import { settingsTexts } from '@pulse/shared/spec-texts';
import type { z } from 'zod';

// What every screen of one kind of master data needs: where the API keeps it, its names, the
// settings tab it lives on (spec A §2), how an item is shown, and the texts of a save (spec A §8).

// Every item has an id and its organisation's number; the rest depends on the kind.
export type MasterDataItem = { id: string; number: number } & Record<string, unknown>;

export type DisplayField = { label: string; value: (item: MasterDataItem) => string };

export type MasterDataKind = {
  kind: SettingsKind;
  apiPath: string;
  // Shown on the add button and the form header: 'Add Bank', 'Update Bank'.
  noun: string;
  tab: number;
  listSchema: z.ZodType<{ items: MasterDataItem[]; nextNumber: number }>;
  itemSchema: z.ZodType<MasterDataItem>;
  bodySchema: z.ZodType;
  // The item's name in tiles, edit labels and the delete question.
  titleOf: (item: MasterDataItem) => string;
  // The fields a tile and a table row show besides the Id.
  fields: DisplayField[];
  addedText: string;
  updatedText: string;
  canDelete: boolean;
  emptyText: string;
};

const text = (key: string) => (item: MasterDataItem) => String(item[key] ?? '');

export const displayId = (item: { number: number }) => padMasterDataId(item.number);

export const MASTER_DATA_KINDS: Record<SettingsKind, MasterDataKind> = {
  bank: {
    kind: 'bank',
    apiPath: '/banks',
    noun: 'Bank',
    tab: 0,
    listSchema: bankListSchema,
    itemSchema: bankSchema,
    bodySchema: bankBodySchema,
    titleOf: text('name'),
    fields: [
      { label: 'Bank Name', value: text('name') },
      { label: 'Branch', value: text('branch') },
      { label: 'IFSC Code', value: text('ifsc') },
    ],
    addedText: settingsTexts.bankAdded,
    updatedText: settingsTexts.bankUpdated,
    canDelete: false,
    emptyText: 'No banks yet. Add the banks your employees are paid through.',
  },
  designation: {
    kind: 'designation',
    apiPath: '/designations',
    noun: 'Designation',
    tab: 1,
    listSchema: designationListSchema,
    itemSchema: designationSchema,
    bodySchema: designationBodySchema,
    titleOf: text('name'),
    fields: [{ label: 'Designation Name', value: text('name') }],
    addedText: settingsTexts.designationAdded,
    updatedText: settingsTexts.designationUpdated,
    canDelete: false,
    emptyText: 'No designations yet.',
  },
  department: {
    kind: 'department',
    apiPath: '/departments',
    noun: 'Department',
    tab: 2,
    listSchema: departmentListSchema,
    itemSchema: departmentSchema,
    bodySchema: departmentBodySchema,
    titleOf: text('name'),
    fields: [{ label: 'Department Name', value: text('name') }],
    addedText: settingsTexts.departmentAdded,
    updatedText: settingsTexts.departmentUpdated,
    canDelete: false,
    emptyText: 'No departments yet.',
  },
  shift: {
    kind: 'shift',
    apiPath: '/shifts',
    noun: 'Shift',
    tab: 4,
    listSchema: shiftListSchema,
    itemSchema: shiftSchema,
    bodySchema: shiftBodySchema,
    titleOf: text('name'),
    fields: [
      { label: 'Shift Name', value: text('name') },
      { label: 'Start Time', value: (item) => formatTime12(String(item.startTime)) },
      { label: 'End Time', value: (item) => formatTime12(String(item.endTime)) },
    ],
    addedText: settingsTexts.shiftAdded,
    updatedText: settingsTexts.shiftUpdated,
    canDelete: false,
    emptyText: 'No shifts yet.',
  },
  leaves: {
    kind: 'leaves',
    apiPath: '/leave-settings',
    noun: 'Leaves',
    tab: 5,
    listSchema: leaveSettingListSchema,
    itemSchema: leaveSettingSchema,
    bodySchema: leaveSettingBodySchema,
    titleOf: text('year'),
    fields: [
      { label: 'Year', value: text('year') },
      { label: 'Number of Leaves', value: text('numberOfLeaves') },
      { label: 'Type Of Leave', value: (item) => LEAVE_TYPE_NAMES[Number(item.typeOfLeave)] ?? '' },
    ],
    addedText: settingsTexts.leavesAdded,
    updatedText: settingsTexts.leavesUpdated,
    canDelete: true,
    emptyText: 'No leaves set yet. Add the number of leaves for a year.',
  },
};
