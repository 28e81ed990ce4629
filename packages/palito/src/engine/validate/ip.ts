// The `ip` column holds an IPv4 or IPv6 address, optionally as a CIDR block (`10.0.0.0/24`).

const IPV4_OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/; // 0-255, no leading zeros (010 reads as octal in some tools)
const IPV6_GROUP = /^[0-9a-f]{1,4}$/i;
const IPV6_ZONE = /%[0-9a-z._~-]+$/i; // link-local scope, e.g. fe80::1%eth0

export function isIpv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((part) => IPV4_OCTET.test(part));
}

export function isIpv6(text: string): boolean {
  let address = text.replace(IPV6_ZONE, '');
  let groupsForTail = 0;
  // An embedded IPv4 tail (::ffff:192.0.2.1) stands for two groups.
  const lastColon = address.lastIndexOf(':');
  if (lastColon !== -1 && address.slice(lastColon + 1).includes('.')) {
    if (!isIpv4(address.slice(lastColon + 1))) return false;
    address = address.slice(0, lastColon + 1) + '0';
    groupsForTail = 1;
  }
  const halves = address.split('::');
  if (halves.length > 2) return false;
  const groups = halves.map((half) => (half === '' ? [] : half.split(':')));
  if (!groups.every((list) => list.every((group) => IPV6_GROUP.test(group)))) return false;
  const count = groups[0].length + (groups[1]?.length ?? 0) + groupsForTail;
  return halves.length === 2 ? count <= 7 : count === 8;
}

/** True for an IPv4/IPv6 address or CIDR block. Surrounding spaces are ignored. */
export function isValidIp(value: string): boolean {
  const text = value.trim();
  const slash = text.indexOf('/');
  const address = slash === -1 ? text : text.slice(0, slash);
  const prefix = slash === -1 ? undefined : text.slice(slash + 1);
  const v4 = isIpv4(address);
  if (!v4 && !isIpv6(address)) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (v4 ? 32 : 128);
}
