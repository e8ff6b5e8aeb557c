import { describe, expect, it } from "vitest";

import { classifyAddress, isPublicAddress, type AddressKind } from "./ip-classification";

const vectors: [string, AddressKind][] = [
  // IPv4 public
  ["8.8.8.8", "public"],
  ["1.1.1.1", "public"],
  ["93.184.216.34", "public"],
  ["172.15.255.255", "public"],
  ["172.32.0.0", "public"],
  ["100.63.255.255", "public"],
  ["100.128.0.0", "public"],
  ["169.253.255.255", "public"],
  ["192.167.255.255", "public"],
  ["223.255.255.255", "public"],
  // IPv4 private, loopback, link-local, CGNAT
  ["10.0.0.0", "private"],
  ["10.0.0.5", "private"],
  ["10.255.255.255", "private"],
  ["172.16.0.1", "private"],
  ["172.31.255.255", "private"],
  ["192.168.0.1", "private"],
  ["192.168.255.255", "private"],
  ["127.0.0.1", "loopback"],
  ["127.255.255.254", "loopback"],
  ["169.254.0.1", "link-local"],
  ["169.254.169.254", "link-local"],
  ["100.64.0.1", "shared"],
  ["100.127.255.255", "shared"],
  // IPv4 unspecified, reserved, multicast
  ["0.0.0.0", "unspecified"],
  ["0.1.2.3", "reserved"],
  ["192.0.0.8", "reserved"],
  ["192.0.2.1", "reserved"],
  ["192.88.99.1", "reserved"],
  ["198.18.0.1", "reserved"],
  ["198.19.255.255", "reserved"],
  ["198.51.100.7", "reserved"],
  ["203.0.113.9", "reserved"],
  ["224.0.0.1", "multicast"],
  ["239.255.255.250", "multicast"],
  ["240.0.0.1", "reserved"],
  ["255.255.255.255", "reserved"],
  // IPv6 public
  ["2606:4700:4700::1111", "public"],
  ["2001:4860:4860::8888", "public"],
  ["2a00:1450:4001:81c::200e", "public"],
  // IPv6 special
  ["::", "unspecified"],
  ["::1", "loopback"],
  ["0:0:0:0:0:0:0:1", "loopback"],
  ["fc00::1", "private"],
  ["fd12:3456:789a::1", "private"],
  ["fec0::1", "private"],
  ["fe80::1", "link-local"],
  ["fe80::1%eth0", "link-local"],
  ["febf:ffff::1", "link-local"],
  ["ff02::1", "multicast"],
  ["ff05::fb", "multicast"],
  ["2001:db8::1", "reserved"],
  ["2001::1", "reserved"],
  ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "reserved"],
  ["3fff::1", "reserved"],
  ["100::1", "reserved"],
  ["64:ff9b:1::1", "reserved"],
  ["5f00::1", "reserved"],
  ["4000::1", "reserved"],
  // IPv4-mapped IPv6, in dotted and hexadecimal form
  ["::ffff:127.0.0.1", "loopback"],
  ["::ffff:7f00:1", "loopback"],
  ["::FFFF:7F00:0001", "loopback"],
  ["::ffff:10.0.0.5", "private"],
  ["::ffff:a00:5", "private"],
  ["::ffff:169.254.169.254", "link-local"],
  ["::ffff:a9fe:a9fe", "link-local"],
  ["::ffff:192.168.1.1", "private"],
  ["::ffff:100.64.0.1", "shared"],
  ["::ffff:0.0.0.0", "unspecified"],
  ["::ffff:224.0.0.1", "multicast"],
  ["0:0:0:0:0:ffff:7f00:1", "loopback"],
  ["::ffff:8.8.8.8", "public"],
  // IPv4-compatible, NAT64 and 6to4 forms of inner addresses
  ["::127.0.0.1", "loopback"],
  ["::10.0.0.1", "private"],
  ["::8.8.8.8", "reserved"],
  ["64:ff9b::a9fe:a9fe", "link-local"],
  ["64:ff9b::127.0.0.1", "loopback"],
  ["64:ff9b::8.8.8.8", "public"],
  ["2002:7f00:1::", "loopback"],
  ["2002:a00:1::1", "private"],
  ["2002:a9fe:a9fe::", "link-local"],
  ["2002:808:808::1", "public"],
  // IPv4-translated
  ["::ffff:0:7f00:1", "reserved"],
  // Bracketed, as in a URL's host
  ["[::1]", "loopback"],
  ["[2606:4700:4700::1111]", "public"],
  // Not addresses
  ["example.com", "invalid"],
  ["", "invalid"],
  ["256.1.1.1", "invalid"],
  ["1.2.3", "invalid"],
  ["::ffff:1.2.3.4.5", "invalid"],
  ["12345::", "invalid"],
];

describe("classifyAddress", () => {
  it.each(vectors)("%s is %s", (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });
});

describe("isPublicAddress", () => {
  it("accepts only public addresses", () => {
    expect(isPublicAddress("8.8.8.8")).toBe(true);
    expect(isPublicAddress("2606:4700:4700::1111")).toBe(true);
    for (const address of ["10.0.0.5", "169.254.169.254", "::1", "::ffff:127.0.0.1", "fe80::1", "localhost", "0.0.0.0"]) {
      expect(isPublicAddress(address)).toBe(false);
    }
  });
});
