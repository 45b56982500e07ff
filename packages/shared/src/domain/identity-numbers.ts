// Formats of the Indian identity and bank numbers an employee record carries (spec A §3: PanNumber,
// IFSCCode, AdharCardNumber, ContactNumber1/2). Checked on input so a typo is caught where it is made.

// Digits with an optional leading + (country code); spaces, dashes, dots and brackets as people write
// them. 7 to 15 digits: the shortest local numbers to E.164's longest.
export const isPhoneNumber = (text: string) =>
  /^\+?[\d\s\-().]+$/.test(text) && /^\d{7,15}$/.test(text.replace(/\D/g, ''));

// Permanent Account Number: five letters, four digits, a letter (AAAAA9999A).
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

// Indian Financial System Code: four letters (the bank), a zero, six letters or digits (the branch).
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

// Verhoeff's dihedral-group tables: the checksum UIDAI puts as an Aadhaar number's last digit, which
// catches every single-digit error and every swap of neighbouring digits.
const MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

const verhoeffChecksum = (digits: string) =>
  [...digits]
    .reverse()
    .reduce((check, digit, index) => MULTIPLY[check]?.[PERMUTE[index % 8]?.[Number(digit)] ?? 0] ?? 0, 0);

// The digit that completes a number's Verhoeff checksum (for generated demo and test numbers).
export const verhoeffCheckDigit = (digits: string) => {
  const check = verhoeffChecksum(`${digits}0`);
  return String(INVERSE[check] ?? 0);
};

// Aadhaar: 12 digits, never starting with 0 or 1, the last one a Verhoeff check digit. Spaces between
// the groups of four are allowed.
export const isAadhaarNumber = (text: string) => {
  const digits = text.replace(/\s/g, '');
  return /^[2-9]\d{11}$/.test(digits) && verhoeffChecksum(digits) === 0;
};
