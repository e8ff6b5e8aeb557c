import { isIPv4, isIPv6 } from "node:net";

/** What an IP address is, as far as sending a request to it is concerned. Only `public` may be called. */
export type AddressKind = "public" | "private" | "loopback" | "link-local" | "unspecified" | "shared" | "multicast" | "reserved" | "invalid";

type Range = { base: bigint; bits: number; width: 32 | 128; kind: Exclude<AddressKind, "public" | "invalid"> };

function parseIPv4(address: string): bigint {
  return address.split(".").reduce((value, octet) => (value << 8n) | BigInt(Number(octet)), 0n);
}

/** Expands any textual IPv6 form (with `::` and an optional dotted IPv4 tail) to its 128-bit value. */
function parseIPv6(address: string): bigint {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const v4 = parseIPv4(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...tailGroups];
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}

function range(cidr: string, kind: Range["kind"]): Range {
  const [address = "", bits = ""] = cidr.split("/");
  const width = isIPv4(address) ? 32 : 128;
  return { base: width === 32 ? parseIPv4(address) : parseIPv6(address), bits: Number(bits), width, kind };
}

const contains = (entry: Range, value: bigint) => value >> BigInt(entry.width - entry.bits) === entry.base >> BigInt(entry.width - entry.bits);

/** IANA's IPv4 special-purpose registry, plus multicast and the rest of the old class E. */
const ipv4Ranges: Range[] = [
  range("0.0.0.0/32", "unspecified"),
  range("0.0.0.0/8", "reserved"),
  range("10.0.0.0/8", "private"),
  range("100.64.0.0/10", "shared"),
  range("127.0.0.0/8", "loopback"),
  range("169.254.0.0/16", "link-local"),
  range("172.16.0.0/12", "private"),
  range("192.0.0.0/24", "reserved"),
  range("192.0.2.0/24", "reserved"),
  range("192.88.99.0/24", "reserved"),
  range("192.168.0.0/16", "private"),
  range("198.18.0.0/15", "reserved"),
  range("198.51.100.0/24", "reserved"),
  range("203.0.113.0/24", "reserved"),
  range("224.0.0.0/4", "multicast"),
  range("240.0.0.0/4", "reserved"),
];

/** IPv6 ranges inside global unicast (2000::/3) that are not globally reachable. */
const ipv6Ranges: Range[] = [range("2001:db8::/32", "reserved"), range("2001::/23", "reserved"), range("3fff::/20", "reserved")];

const ipv6Special: Range[] = [
  range("::/128", "unspecified"),
  range("::1/128", "loopback"),
  range("fc00::/7", "private"),
  range("fec0::/10", "private"),
  range("fe80::/10", "link-local"),
  range("ff00::/8", "multicast"),
];

const globalUnicast = range("2000::/3", "reserved");

/**
 * IPv6 forms that carry an IPv4 address which is what gets reached in the end: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::).
 */
function embeddedIPv4(value: bigint): bigint | undefined {
  const low32 = value & 0xffff_ffffn;
  if (value >> 32n === 0xffffn || value >> 32n === 0n || value >> 32n === 0x64_ff9b_0000_0000_0000_0000n) return low32;
  if (value >> 112n === 0x2002n) return (value >> 80n) & 0xffff_ffffn;
  return undefined;
}

/** The deprecated IPv4-compatible form is never a public destination, whatever it embeds. */
const isIPv4Compatible = (value: bigint) => value >> 32n === 0n;

function classifyIPv4(value: bigint): AddressKind {
  return ipv4Ranges.find((entry) => contains(entry, value))?.kind ?? "public";
}

function classifyIPv6(value: bigint): AddressKind {
  const special = ipv6Special.find((entry) => contains(entry, value));
  if (special) return special.kind;
  const v4 = embeddedIPv4(value);
  if (v4 !== undefined) {
    const kind = classifyIPv4(v4);
    return kind === "public" && isIPv4Compatible(value) ? "reserved" : kind;
  }
  if (!contains(globalUnicast, value)) return "reserved";
  return ipv6Ranges.find((entry) => contains(entry, value))?.kind ?? "public";
}

/** Classifies an IP address in any textual form Node accepts; a bracketed or zoned IPv6 is accepted too. */
export function classifyAddress(address: string): AddressKind {
  const bare = address.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  if (isIPv4(bare)) return classifyIPv4(parseIPv4(bare));
  if (isIPv6(bare)) return classifyIPv6(parseIPv6(bare.toLowerCase()));
  return "invalid";
}

export function isPublicAddress(address: string): boolean {
  return classifyAddress(address) === "public";
}
