import { describe, expect, it } from "vitest";

import { cpuTicksFromStat, listeningInodes, parentPidFromStat, residentBytesFromStatus } from "./processes.mjs";

describe("residentBytesFromStatus", () => {
  it("reads VmRSS in bytes", () => {
    const status = "Name:\tnode\nVmPeak:\t 1200000 kB\nVmRSS:\t  183452 kB\nRssAnon:\t  120000 kB\n";
    expect(residentBytesFromStatus(status)).toBe(183452 * 1024);
  });

  it("is undefined without a VmRSS line (a zombie, or no such process)", () => {
    expect(residentBytesFromStatus("Name:\tnode\nState:\tZ (zombie)\n")).toBeUndefined();
    expect(residentBytesFromStatus("")).toBeUndefined();
  });
});

describe("parentPidFromStat", () => {
  it("reads the parent after a command name with spaces and parentheses", () => {
    expect(parentPidFromStat("4242 (next-server (v16)) S 4200 4242 4200 0 -1 4194560")).toBe(4200);
    expect(parentPidFromStat("17 (node) R 1 17 17 0")).toBe(1);
  });
});

describe("cpuTicksFromStat", () => {
  it("adds user and system time (fields 14 and 15)", () => {
    const stat = "4242 (next-server (v16)) S 4200 4242 4200 0 -1 4194560 51234 0 12 0 1500 230 0 0 20 0 11 0 9000 1234567 4321";
    expect(cpuTicksFromStat(stat)).toBe(1730);
  });
});

describe("listeningInodes", () => {
  const table = [
    "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode",
    "   0: 00000000:0BB8 00000000:0000 0A 00000000:00000000 00:00000000 00000000  1000        0 51234 1 0000000000000000 100 0 0 10 0",
    "   1: 0100007F:0BB8 0100007F:D2F0 01 00000000:00000000 00:00000000 00000000  1000        0 51300 1 0000000000000000 20 4 30 10 -1",
    "   2: 00000000:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000  1000        0 40000 1 0000000000000000 100 0 0 10 0",
  ].join("\n");

  it("finds the listening sockets of a port, not its connections", () => {
    expect(listeningInodes(table, 3000)).toEqual(["51234"]);
    expect(listeningInodes(table, 8080)).toEqual(["40000"]);
  });

  it("finds nothing for a port nobody listens on", () => {
    expect(listeningInodes(table, 3001)).toEqual([]);
    expect(listeningInodes("", 3000)).toEqual([]);
  });
});
