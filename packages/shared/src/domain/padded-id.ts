// spec A §9: bank, department, designation, shift and leave ids are shown padded to 3 digits, and
// the next id is the last one plus 1 within the organisation (1 when there is none yet).
export const MASTER_DATA_ID_DIGITS = 3;

export const padMasterDataId = (number: number): string =>
  String(number).padStart(MASTER_DATA_ID_DIGITS, '0');

export const nextMasterDataNumber = (lastNumber: number | null | undefined): number => (lastNumber ?? 0) + 1;
