import { describe, expect, it } from 'vitest';
import { buildEmployeeCode, organizationCodePrefix, padEmployeeNumber } from './employee-code';

describe('employee code (spec A §3)', () => {
  it.each([
    ['Demo Corporation', 1, 1, 'DEMO-EMP-1-00000001'],
    ['acme anvils', 12, 345, 'ACME-EMP-12-00000345'],
    ['Q & A Ltd', 3, 12345678, 'QALT-EMP-3-12345678'],
    ['3M', 2, 7, 'M-EMP-2-00000007'],
  ])('%s, department %i, number %i → %s', (organizationName, departmentId, employeeNumber, expected) => {
    expect(buildEmployeeCode(organizationName, departmentId, employeeNumber)).toBe(expected);
  });

  it.each([
    ['Pulse', 'PULS'],
    ['  x-ray vision', 'XRAY'],
    ['Zoë Corp', 'ZOCO'],
  ])('takes the first four letters of %j in upper case', (name, prefix) => {
    expect(organizationCodePrefix(name)).toBe(prefix);
  });

  it.each([
    [0, '00000000'],
    [42, '00000042'],
    [99999999, '99999999'],
  ])('pads %i to eight digits', (number, padded) => {
    expect(padEmployeeNumber(number)).toBe(padded);
  });
});
