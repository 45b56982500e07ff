import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Where a webhook may be sent. By default only to public addresses: a URL must not make the server
// call into its own network (a database, a cloud's metadata service at 169.254.169.254, an admin
// page on localhost). An administrator may allow private targets for one subscription (an in-house
// receiver), which the subscription then shows.

export type AddressKind =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'shared'
  | 'unique-local'
  | 'multicast'
  | 'reserved';

// First match wins: the narrow ranges come before the wider ones that hold them.
const RANGES: [AddressKind, string, number, 'ipv4' | 'ipv6'][] = [
  ['unspecified', '0.0.0.0', 8, 'ipv4'],
  ['loopback', '127.0.0.0', 8, 'ipv4'],
  ['private', '10.0.0.0', 8, 'ipv4'],
  ['private', '172.16.0.0', 12, 'ipv4'],
  ['private', '192.168.0.0', 16, 'ipv4'],
  ['link-local', '169.254.0.0', 16, 'ipv4'],
  // RFC 6598 carrier-grade NAT: inside a provider's network, never a public receiver.
  ['shared', '100.64.0.0', 10, 'ipv4'],
  ['reserved', '192.0.0.0', 24, 'ipv4'],
  ['reserved', '198.18.0.0', 15, 'ipv4'],
  ['multicast', '224.0.0.0', 4, 'ipv4'],
  ['reserved', '240.0.0.0', 4, 'ipv4'],
  ['unspecified', '::', 128, 'ipv6'],
  ['loopback', '::1', 128, 'ipv6'],
  // IPv4-compatible (deprecated) and NAT64 addresses carry an IPv4 address the network may route
  // inside; refused rather than decoded.
  ['reserved', '::', 96, 'ipv6'],
  ['reserved', '64:ff9b::', 96, 'ipv6'],
  ['reserved', '64:ff9b:1::', 48, 'ipv6'],
  ['link-local', 'fe80::', 10, 'ipv6'],
  ['unique-local', 'fc00::', 7, 'ipv6'],
  ['multicast', 'ff00::', 8, 'ipv6'],
];

const lists = RANGES.map(([kind, network, prefix, family]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, family);
  return { kind, list, family };
});

// ::ffff:a.b.c.d is the IPv4 address a.b.c.d to the operating system: classified as that address.
const mappedIpv4Of = (ipv6: string): string | null => {
  const canonical = new URL(`http://[${ipv6}]`).hostname.slice(1, -1);
  const match = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!match) return null;
  const high = Number.parseInt(match[1] ?? '0', 16);
  const low = Number.parseInt(match[2] ?? '0', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
};

export const classifyAddress = (address: string): AddressKind => {
  const version = isIP(address);
  if (version === 0) throw new Error(`${address} is not an IP address`);
  const mapped = version === 6 ? mappedIpv4Of(address) : null;
  const [checked, family] = mapped ? [mapped, 'ipv4' as const] : [address, version === 4 ? 'ipv4' : 'ipv6'];
  const match = lists.find((entry) => entry.family === family && entry.list.check(checked, family));
  return match?.kind ?? 'public';
};

export type ResolvedTarget = { url: URL; address: string; family: 4 | 6 };

export class TargetRefusedError extends Error {}

const refusal = (host: string, address: string, kind: AddressKind) =>
  new TargetRefusedError(
    `${host} resolves to ${address}, a ${kind} address. Webhooks go to public addresses only, unless the subscription allows private network addresses.`,
  );

export type HostResolver = (host: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: HostResolver = (host) => lookup(host, { all: true, verbatim: true });

// Checks every address the host has (a name with one public and one private address is refused:
// the connection could take either) and answers the first, to which the request is then pinned, so
// a second lookup cannot answer another address (DNS rebinding).
export const resolveWebhookTarget = async (
  rawUrl: string,
  options: { allowPrivateTargets: boolean; resolve?: HostResolver },
): Promise<ResolvedTarget> => {
  const url = new URL(rawUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new TargetRefusedError('Webhooks are sent over http or https only.');
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host)
      ? [{ address: host, family: isIP(host) }]
      : await (options.resolve ?? systemResolver)(host);
  } catch {
    throw new TargetRefusedError(`${host} could not be resolved.`);
  }
  const [first] = addresses;
  if (!first) throw new TargetRefusedError(`${host} could not be resolved.`);
  if (!options.allowPrivateTargets)
    for (const { address } of addresses) {
      const kind = classifyAddress(address);
      if (kind !== 'public') throw refusal(host, address, kind);
    }
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
};
