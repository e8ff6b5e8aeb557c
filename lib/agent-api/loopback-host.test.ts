import { describe, expect, it } from "vitest";

import { isLoopbackHost } from "./loopback-host";

const hostOf = (url: string) => new URL(url).hostname;

describe("isLoopbackHost", () => {
  it("knows localhost, 127.0.0.0/8 and ::1 as URLs write them", () => {
    for (const url of [
      "http://localhost:3000",
      "http://LOCALHOST.:3000",
      "http://127.0.0.1:4000",
      "http://127.1.2.3",
      "http://127.1/",
      "http://[::1]:3000",
      "http://[0:0:0:0:0:0:0:1]/",
    ]) {
      expect(isLoopbackHost(hostOf(url)), url).toBe(true);
    }
    expect(isLoopbackHost("::1")).toBe(true);
  });

  it("does not take another host for this machine", () => {
    for (const url of [
      "https://api.example.com",
      "http://10.0.0.5:3000",
      "http://128.0.0.1",
      "http://127.0.0.1.example.com",
      "http://localhost.example.com",
      "http://[::2]",
      "http://0.0.0.0:3000",
    ]) {
      expect(isLoopbackHost(hostOf(url)), url).toBe(false);
    }
  });
});
