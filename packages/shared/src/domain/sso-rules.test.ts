import { describe, expect, it } from 'vitest';
import {
  emailDomainOf,
  employeeNameFromClaims,
  isEmailInDomains,
  isEmailTrusted,
  isIssuerUrlAllowed,
  isPasswordAllowed,
  isProvisioningAllowed,
  isValidEmailDomain,
} from './sso-rules';

describe('emailDomainOf', () => {
  it.each([
    ['ana@example.com', 'example.com'],
    ['Ana@Example.COM', 'example.com'],
    ['  ana@mail.example.co.uk ', 'mail.example.co.uk'],
    ['"odd@name"@example.com', 'example.com'],
    ['ana@example.com.', 'example.com'],
    ['ana', null],
    ['@example.com', null],
    ['ana@', null],
    ['ana@localhost', null],
    ['ana@exa mple.com', null],
  ])('%s → %s', (email, domain) => {
    expect(emailDomainOf(email)).toBe(domain);
  });
});

describe('isValidEmailDomain', () => {
  it.each([
    ['example.com', true],
    ['Example.com', true],
    ['xn--bcher-kva.example', true],
    ['*.example.com', false],
    ['https://example.com', false],
    ['ana@example.com', false],
    ['-example.com', false],
    ['example-.com', false],
    ['com', false],
    ['', false],
  ])('%s → %s', (domain, isValid) => {
    expect(isValidEmailDomain(domain)).toBe(isValid);
  });
});

describe('isEmailInDomains', () => {
  it.each([
    ['ana@example.com', ['example.com'], true],
    ['ana@EXAMPLE.com', ['example.com'], true],
    ['ana@example.com', ['other.com', 'Example.com'], true],
    ['ana@a.example.com', ['example.com'], false],
    ['ana@example.com.evil.io', ['example.com'], false],
    ['ana@notexample.com', ['example.com'], false],
    ['ana@example.com', [], false],
  ])('%s in %j → %s', (email, domains, isIn) => {
    expect(isEmailInDomains(email, domains)).toBe(isIn);
  });
});

describe('isIssuerUrlAllowed', () => {
  it.each([
    ['https://login.microsoftonline.com/tenant-id/v2.0', true],
    ['https://accounts.google.com', true],
    ['http://127.0.0.1:4000', true],
    ['http://localhost:4000/oidc', true],
    ['http://idp.example.com', false],
    ['https://idp.example.com/?x=1', false],
    ['https://user:pass@idp.example.com', false],
    ['ftp://idp.example.com', false],
    ['not a url', false],
  ])('%s → %s', (url, isAllowed) => {
    expect(isIssuerUrlAllowed(url)).toBe(isAllowed);
  });
});

describe('isPasswordAllowed', () => {
  const ADMIN = 'break-glass';
  it.each([
    ['no connection', null, 'anyone', true],
    [
      'connection not required',
      { isEnabled: true, isRequired: false, breakGlassEmployeeId: ADMIN },
      'anyone',
      true,
    ],
    [
      'required, someone else',
      { isEnabled: true, isRequired: true, breakGlassEmployeeId: ADMIN },
      'anyone',
      false,
    ],
    [
      'required, break-glass admin',
      { isEnabled: true, isRequired: true, breakGlassEmployeeId: ADMIN },
      ADMIN,
      true,
    ],
    [
      'required but disabled',
      { isEnabled: false, isRequired: true, breakGlassEmployeeId: ADMIN },
      'anyone',
      true,
    ],
    [
      'required, no break-glass admin',
      { isEnabled: true, isRequired: true, breakGlassEmployeeId: null },
      'anyone',
      false,
    ],
  ])('%s', (_case, policy, employeeId, isAllowed) => {
    expect(isPasswordAllowed(policy, employeeId)).toBe(isAllowed);
  });
});

describe('isEmailTrusted', () => {
  const DOMAINS = ['example.com'];
  it.each([
    ['verified, listed domain', { email: 'ana@example.com', email_verified: true }, true],
    ['verified, other domain', { email: 'ana@other.com', email_verified: true }, true],
    ['not verified', { email: 'ana@example.com', email_verified: false }, false],
    ['verified as a string', { email: 'ana@example.com', email_verified: 'true' }, false],
    ['no claim, listed domain', { email: 'ana@example.com' }, true],
    ['no claim, other domain', { email: 'ana@other.com' }, false],
    ['no e-mail', { email_verified: true }, false],
    ['no address', { email: 'ana', email_verified: true }, false],
  ])('%s', (_case, claims, isTrusted) => {
    expect(isEmailTrusted(claims, DOMAINS)).toBe(isTrusted);
  });
});

describe('isProvisioningAllowed', () => {
  it.each([
    ['on, listed domain', true, 'ana@example.com', true],
    ['on, listed domain in capitals', true, 'Ana@EXAMPLE.com', true],
    ['on, other domain', true, 'ana@gmail.com', false],
    ['on, sub-domain of a listed one', true, 'ana@mail.example.com', false],
    ['off, listed domain', false, 'ana@example.com', false],
  ])('%s', (_case, isProvisioningEnabled, email, isAllowed) => {
    expect(isProvisioningAllowed({ isProvisioningEnabled, emailDomains: ['example.com'] }, email)).toBe(
      isAllowed,
    );
  });
});

describe('employeeNameFromClaims', () => {
  const EMAIL = 'ana.rao@example.com';
  it.each([
    ['the name', { name: 'Ana Rao', given_name: 'A', family_name: 'R' }, 'Ana Rao'],
    ['the name, spaces tidied', { name: '  Ana \n  Rao ' }, 'Ana Rao'],
    ['given and family names', { name: ' ', given_name: 'Ana', family_name: 'Rao' }, 'Ana Rao'],
    ['the given name alone', { given_name: 'Ana' }, 'Ana'],
    ['the family name alone', { family_name: 'Rao' }, 'Rao'],
    ['no names: the local part', {}, 'ana.rao'],
    ['names that are no text', { name: 42, given_name: ['Ana'] }, 'ana.rao'],
    ['a name past 200 characters, cut', { name: `${'a'.repeat(199)} b` }, 'a'.repeat(199)],
  ])('%s', (_case, claims, name) => {
    expect(employeeNameFromClaims(claims, EMAIL)).toBe(name);
  });
});
