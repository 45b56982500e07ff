import { emailDomainOf } from '@pulse/shared/domain/sso-rules';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useSsoOptionForDomain } from '../api/find-sso-option';
import { useSsoOptionForOrganization } from '../api/get-sso-option';

// Single sign-on: the organisation's button from its own address, or else from the typed e-mail's
// domain once typing pauses.
export const useSsoOption = (organizationId: string | undefined, email: string) => {
  const domain = useDebouncedValue(emailDomainOf(email), 400);
  const forOrganization = useSsoOptionForOrganization(organizationId);
  const forDomain = useSsoOptionForDomain(organizationId === undefined ? domain : null);
  return (organizationId === undefined ? forDomain.data : forOrganization.data)?.option ?? null;
};
