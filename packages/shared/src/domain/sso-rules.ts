// Single sign-on (OpenID Connect): the pure rules of finding an organisation's provider and of who
// may still use a password. Pulse's own feature: the spec has no single sign-on.

// A domain as typed into Settings → Security: 'example.com', 'mail.example.co.uk'. No scheme, no
// '@', no wildcard: a wildcard would let one organisation claim others' e-mail.
const DOMAIN_PATTERN = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;

export const normalizeEmailDomain = (domain: string) => domain.trim().toLowerCase().replace(/\.$/, '');

export const isValidEmailDomain = (domain: string) => DOMAIN_PATTERN.test(normalizeEmailDomain(domain));

// The part after the last '@', or null when the text is no e-mail address.
export const emailDomainOf = (email: string): string | null => {
  const at = email.trim().lastIndexOf('@');
  if (at <= 0) return null;
  const domain = normalizeEmailDomain(email.trim().slice(at + 1));
  return isValidEmailDomain(domain) ? domain : null;
};

// Exact domains only: a sub-domain is a domain of its own, so 'a.example.com' is not 'example.com'.
export const isEmailInDomains = (email: string, domains: readonly string[]) => {
  const domain = emailDomainOf(email);
  return domain !== null && domains.some((listed) => normalizeEmailDomain(listed) === domain);
};

// Plain http only to this machine (a provider in a test or on a developer's laptop); anything that
// travels a network must be https, or the client secret and codes travel in clear.
const HTTPS_URL = /^https:\/\/[a-z0-9.-]+(:\d{1,5})?(\/[^\s?#]*)?$/i;
const LOOPBACK_HTTP_URL = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?(\/[^\s?#]*)?$/i;

export const isIssuerUrlAllowed = (issuerUrl: string) =>
  HTTPS_URL.test(issuerUrl) || LOOPBACK_HTTP_URL.test(issuerUrl);

export type SsoPolicy = { isEnabled: boolean; isRequired: boolean; breakGlassEmployeeId: string | null };

// When the organisation requires single sign-on, a password (sign-in and reset) works only for the
// break-glass administrator; a disabled connection requires nothing.
export const isPasswordAllowed = (policy: SsoPolicy | null, employeeId: string) =>
  policy === null || !policy.isEnabled || !policy.isRequired || policy.breakGlassEmployeeId === employeeId;

// Whether the provider's e-mail may name a person (OpenID Connect Core §5.7: only a verified address
// identifies). email_verified false never does; a provider that sends no such claim (Microsoft Entra
// ID) is trusted for the domains the administrator listed for it, which are its own.
export const isEmailTrusted = (
  claims: { email?: unknown; email_verified?: unknown },
  domains: readonly string[],
): claims is { email: string } => {
  if (typeof claims.email !== 'string' || emailDomainOf(claims.email) === null) return false;
  if (claims.email_verified === true) return true;
  if (claims.email_verified !== undefined) return false;
  return isEmailInDomains(claims.email, domains);
};

// Self-provisioning creates an employee only for an address of the organisation's own listed domains:
// a provider that verifies any address (a Google account at gmail.com) must not add strangers.
export const isProvisioningAllowed = (
  connection: { isProvisioningEnabled: boolean; emailDomains: readonly string[] },
  email: string,
) => connection.isProvisioningEnabled && isEmailInDomains(email, connection.emailDomains);

// The employee contract's limit on a name.
const EMPLOYEE_NAME_MAX_LENGTH = 200;

const claimText = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

// A created employee's name: the provider's `name` (OpenID Connect Core §5.1), else the given and
// family names, else the e-mail's local part, which HR corrects in People like the other details.
export const employeeNameFromClaims = (
  claims: { name?: unknown; given_name?: unknown; family_name?: unknown },
  email: string,
) => {
  const name =
    claimText(claims.name) ||
    [claimText(claims.given_name), claimText(claims.family_name)].filter(Boolean).join(' ') ||
    email.slice(0, email.lastIndexOf('@'));
  return name.slice(0, EMPLOYEE_NAME_MAX_LENGTH).trim();
};
