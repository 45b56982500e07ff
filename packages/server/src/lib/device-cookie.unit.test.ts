import { describe, expect, it } from 'vitest';
import { createDeviceCookieSigner } from './device-cookie';
import { createFieldCipher } from './field-encryption';

const cipher = createFieldCipher(Buffer.alloc(32, 3));
const signer = createDeviceCookieSigner(cipher.deriveKey('device-cookie'));
const EMPLOYEE_ID = '0b6f3c2e-8d7a-4f00-9c1e-2f4a5b6c7d8e';

describe('device cookies', () => {
  it('reads back what it issued, with a new nonce each time', () => {
    const first = signer.issue(EMPLOYEE_ID);
    const second = signer.issue(EMPLOYEE_ID);
    expect(signer.read(first)).toEqual({ employeeId: EMPLOYEE_ID, nonce: expect.any(String) });
    expect(signer.read(first)?.nonce).not.toBe(signer.read(second)?.nonce);
  });

  it.each([
    ['no cookie', () => undefined],
    ['another person', (value: string) => value.replace(EMPLOYEE_ID, EMPLOYEE_ID.replace('0b6f', '1b6f'))],
    ['another nonce', (value: string) => value.replace(/\.([^.]+)\.([^.]+)$/, '.AAAA$1.$2')],
    ['no signature', (value: string) => value.split('.').slice(0, 3).join('.')],
    ['an extra part', (value: string) => `${value}.x`],
  ])('refuses %s', (_case, alter: (value: string) => string | undefined) => {
    expect(signer.read(alter(signer.issue(EMPLOYEE_ID)))).toBeNull();
  });

  it('refuses a cookie signed with another key: the data key, or a key for another purpose', () => {
    const issued = signer.issue(EMPLOYEE_ID);
    expect(createDeviceCookieSigner(cipher.deriveKey('another-purpose')).read(issued)).toBeNull();
    const otherServer = createFieldCipher(Buffer.alloc(32, 4));
    expect(createDeviceCookieSigner(otherServer.deriveKey('device-cookie')).read(issued)).toBeNull();
    expect(createDeviceCookieSigner(Buffer.alloc(32, 3)).read(issued)).toBeNull();
  });
});
