import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFieldCipher, maskTail } from './field-encryption';

describe('field encryption', () => {
  const cipher = createFieldCipher(randomBytes(32));

  it('round-trips and never stores the plain text', () => {
    const stored = cipher.encrypt('ABCDE1234F');
    expect(stored).not.toContain('ABCDE1234F');
    expect(cipher.decrypt(stored)).toBe('ABCDE1234F');
    expect(cipher.encrypt('ABCDE1234F')).not.toBe(stored);
  });

  it('refuses a value encrypted with another key or tampered with', () => {
    const other = createFieldCipher(randomBytes(32));
    expect(() => other.decrypt(cipher.encrypt('secret'))).toThrow();
    const stored = cipher.encrypt('secret');
    expect(() => cipher.decrypt(`${stored.slice(0, -2)}AA`)).toThrow();
  });

  it.each([
    ['123456789012', '•••• 9012'],
    ['1234', '••••'],
    ['', ''],
  ])('masks %j as %j', (value, masked) => {
    expect(maskTail(value)).toBe(masked);
  });
});
