import { isAdmin } from '@pulse/shared/domain/roles';
import { paths } from '@pulse/shared/paths';
import { findPolicies, findPolicyAcknowledgements } from '../../policies/policies.service';
import type { Intent } from '../assistant-intent';
import type { Answer, AnswerContext } from './answer';
import { listed } from './answer-format';
import { matchNames } from './name-match';

// Who has not acknowledged a policy's current version: the acknowledgement list an administrator opens
// from the Company Policy page; and the asker's own policies still to acknowledge.

const answerOf = (text: string, links: Answer['links']): Answer => ({ text, links, sources: [] });

const companyPolicyLink = { label: 'Company Policy', href: paths.companyPolicy.getHref() };

// Company Policy's list, with each policy linked.
export const answerPolicyList = async ({ deps, auth }: AnswerContext): Promise<Answer> => {
  const { items } = await findPolicies(deps, auth);
  if (items.length === 0)
    return answerOf('Your organisation has published no policies yet.', [companyPolicyLink]);
  return answerOf(
    `Your organisation has ${items.length === 1 ? '1 policy' : `${items.length} policies`}:\n${listed(items.map((policy) => policy.name))}`,
    items.map((policy) => ({ label: policy.name, href: paths.companyPolicy.getHref(policy.id) })),
  );
};

export const answerMyAcknowledgements = async ({ deps, auth }: AnswerContext): Promise<Answer> => {
  const { items } = await findPolicies(deps, auth);
  const pending = items.filter((policy) => policy.requiresAcknowledgement && policy.acknowledgedAt === null);
  if (pending.length === 0)
    return answerOf('You have acknowledged every policy that asks you to.', [companyPolicyLink]);
  return answerOf(
    `You have not acknowledged ${pending.length === 1 ? '1 policy' : `${pending.length} policies`} yet:\n${listed(pending.map((policy) => `${policy.name} (version ${policy.version})`))}`,
    pending.map((policy) => ({ label: policy.name, href: paths.companyPolicy.getHref(policy.id) })),
  );
};

const POLICY_FILLER_WORDS = new Set(['the', 'policy', 'our', 'company']);

export const answerPolicyAcknowledgements = async (
  { deps, auth }: AnswerContext,
  intent: Extract<Intent, { kind: 'policy-acknowledgements' }>,
): Promise<Answer> => {
  if (!isAdmin(auth.roleId))
    return answerOf(
      'Sorry, who has acknowledged a policy is shown to administrators. Your own acknowledgements are on Company Policy.',
      [{ label: 'Company Policy', href: paths.companyPolicy.getHref() }],
    );
  const { items } = await findPolicies(deps, auth);
  const matches = matchNames(intent.policy, items, (policy) => policy.name, POLICY_FILLER_WORDS);
  const [policy] = matches;
  if (!policy)
    return answerOf(`Sorry, I found no policy called ${intent.policy}.`, [
      { label: 'Company Policy', href: paths.companyPolicy.getHref() },
    ]);
  if (matches.length > 1)
    return answerOf(
      `More than one policy matches ${intent.policy}:\n${listed(matches.map((match) => match.name))}\nWhich one do you mean?`,
      [{ label: 'Company Policy', href: paths.companyPolicy.getHref() }],
    );
  const link = { label: policy.name, href: paths.companyPolicy.getHref(policy.id) };
  if (!policy.requiresAcknowledgement)
    return answerOf(`${policy.name} does not ask employees to acknowledge it.`, [link]);
  const { items: people, version } = await findPolicyAcknowledgements(deps, auth, policy.id);
  const missing = people.filter((person) => person.acknowledgedAt === null).map((person) => person.name);
  const done = people.filter((person) => person.acknowledgedAt !== null).map((person) => person.name);
  if (missing.length === 0)
    return answerOf(`Everyone has acknowledged version ${version} of ${policy.name}.`, [link]);
  // Every name: these lists are what the administrator acts on, so they are never cut short.
  return answerOf(
    `${missing.length} of ${people.length} employees have not acknowledged version ${version} of ${policy.name}: ${missing.join(', ')}.${done.length > 0 ? ` Acknowledged (${done.length}): ${done.join(', ')}.` : ''}`,
    [link],
  );
};
