// The host names Pulse answers for (hardening: DNS rebinding). A page on evil.example whose name
// is re-pointed at this server sends Host: evil.example with a matching Origin, so the CSRF check
// alone would let it through; naming our own hosts closes that. Loopback names are always ours: a
// browser reaching them is on this machine.
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '::1'];

export type HostCheck = (host: string | undefined) => boolean;

// "pulse.example.com:443" or "[::1]:3000" → "pulse.example.com" / "::1".
const hostnameOf = (host: string) => {
  const bracketed = /^\[([^\]]+)\]/.exec(host);
  if (bracketed?.[1]) return bracketed[1].toLowerCase();
  return host.replace(/:\d*$/, '').toLowerCase();
};

// From PUBLIC_URL's host and the ALLOWED_HOSTS list (names, no ports).
export const createHostCheck = (hostnames: readonly string[] = []): HostCheck => {
  const allowed = new Set([...LOOPBACK_HOSTS, ...hostnames.map((name) => hostnameOf(name))]);
  return (host) => host !== undefined && allowed.has(hostnameOf(host));
};
