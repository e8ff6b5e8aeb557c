import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { loginThrottleLimits } from "@/lib/console/auth/login-throttle-policy";
import { auditEntryOf } from "@/tests/support/audit-log";
import { freePort } from "@/tests/support/free-port";
import { ConsoleSession } from "@/tests/support/http-session";
import { fetchFrom } from "@/tests/support/loopback-client";
import { recordReliabilityFigures } from "@/tests/support/reliability-figures";
import { testPassword, testUsers } from "@/tests/support/test-server-users";
import { startTestServer, type TestServer } from "@/tests/support/test-server.mjs";

const rateLimited = /^RATE_LIMITED:\d+$/;
const evaluated = (answers: (string | undefined)[]) => answers.filter((answer) => !rateLimited.test(answer ?? "")).length;

/**
 * Sign-in throttling against an attacker: forged X-Forwarded-For, a stranger locking an owner out, concurrent
 * guesses, and a proxy in front. Each client is a loopback address of its own (127.0.0.x), as the socket sees it.
 */
describe("sign-in throttling", () => {
  const failures: string[] = [];
  let requestsSent = 0;
  let scenarios = 0;
  let attacksRepelled = 0;
  let defensesBreached = 0;
  let direct: TestServer;
  let proxied: TestServer;

  beforeAll(async () => {
    [direct, proxied] = await Promise.all([
      freePort().then((port) => startTestServer({ port, env: { TRUSTED_PROXY_COUNT: "0" } })),
      freePort().then((port) => startTestServer({ port, env: { TRUSTED_PROXY_COUNT: "1" } })),
    ]);
  }, 180_000);

  afterAll(async () => {
    recordReliabilityFigures("sign-in-throttling", {
      suite: "sign-in throttling",
      targets: scenarios,
      inputs: requestsSent,
      attacksRepelled,
      defensesBreached,
      failures,
    });
    await Promise.all([direct?.stop(), proxied?.stop()]);
  });

  /** A client at `socketAddress` that claims `forwardedFor` in X-Forwarded-For. */
  function client(server: TestServer, socketAddress: string, forwardedFor: string) {
    return new ConsoleSession(server.baseUrl, forwardedFor, fetchFrom(socketAddress));
  }

  async function signIn(session: ConsoleSession, email: string, password: string) {
    requestsSent += 2;
    return session.signIn(email, password);
  }

  function breachIf(isBreached: boolean, what: string) {
    if (isBreached) {
      defensesBreached += 1;
      failures.push(what);
    } else {
      attacksRepelled += 1;
    }
  }

  it("throttles 25 failures from one connection although each forges another X-Forwarded-For", async () => {
    scenarios += 1;
    const answers: (string | undefined)[] = [];
    let lastRequestId: string | undefined;
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const session = client(direct, "127.0.0.2", `203.0.113.${attempt + 1}`);
      answers.push(await signIn(session, `sprayed-${attempt}@example.test`, "guess"));
      lastRequestId = session.lastSignInRequestId;
    }
    breachIf(evaluated(answers) > loginThrottleLimits.perAddress, `${evaluated(answers)} of 25 forged-address guesses were evaluated`);
    expect(evaluated(answers)).toBe(loginThrottleLimits.perAddress);

    const admin = client(direct, "127.0.0.9", "198.51.100.250");
    expect(await signIn(admin, testUsers.superadmin.email, testPassword)).toBeUndefined();
    const entry = await auditEntryOf(admin, "login", lastRequestId);
    expect(entry).toMatchObject({ outcome: "denied", ip: "127.0.0.2" });
  });

  it("keeps a stranger's guesses from another address from locking the owner out", async () => {
    scenarios += 1;
    const stranger = await Promise.all(
      Array.from({ length: 10 }, (_, attempt) => signIn(client(direct, "127.0.0.3", `192.0.2.${attempt}`), testUsers.orgAdmin.email, "guess")),
    );
    expect(evaluated(stranger)).toBe(loginThrottleLimits.perAccountAndAddress);
    const owner = await signIn(client(direct, "127.0.0.4", "192.0.2.200"), testUsers.orgAdmin.email, testPassword);
    breachIf(owner !== undefined, `the owner was refused (${owner}) after a stranger's guesses`);
    expect(owner).toBeUndefined();
  });

  it("lets the super-admin in from an address of a past success after strangers spent the account's limit, and no one else", async () => {
    scenarios += 1;
    const email = testUsers.superadmin.email;
    expect(await signIn(client(direct, "127.0.0.6", "192.0.2.1"), email, testPassword)).toBeUndefined();
    const strangers = Array.from({ length: 12 }, (_, index) => `127.0.1.${index + 1}`);
    const guesses = await Promise.all(
      strangers.flatMap((address) => Array.from({ length: 5 }, () => signIn(client(direct, address, "192.0.2.2"), email, "guess"))),
    );
    expect(guesses.length).toBeGreaterThan(loginThrottleLimits.perAccount);

    const newcomer = await signIn(client(direct, "127.0.0.7", "192.0.2.3"), email, testPassword);
    breachIf(!rateLimited.test(newcomer ?? ""), "a new address was evaluated past the account's limit");
    expect(newcomer).toMatch(rateLimited);
    const owner = await signIn(client(direct, "127.0.0.6", "192.0.2.4"), email, testPassword);
    breachIf(owner !== undefined, `the super-admin was refused (${owner}) at an address of a past success`);
    expect(owner).toBeUndefined();
  });

  it("counts 30 concurrent wrong passwords one by one: no more are evaluated than allowed", async () => {
    scenarios += 1;
    const answers = await Promise.all(Array.from({ length: 30 }, () => signIn(client(direct, "127.0.0.5", "192.0.2.5"), testUsers.viewer.email, "guess")));
    const checked = evaluated(answers);
    breachIf(checked > loginThrottleLimits.perAccountAndAddress, `${checked} of 30 concurrent guesses were evaluated`);
    expect(checked).toBe(loginThrottleLimits.perAccountAndAddress);
    expect(answers.filter((answer) => rateLimited.test(answer ?? ""))).toHaveLength(30 - loginThrottleLimits.perAccountAndAddress);
  });

  it("behind one trusted proxy, takes the entry the proxy appended, not the one the client wrote", async () => {
    scenarios += 1;
    const answers: (string | undefined)[] = [];
    let lastRequestId: string | undefined;
    for (let attempt = 0; attempt < loginThrottleLimits.perAccountAndAddress + 1; attempt += 1) {
      const session = client(proxied, "127.0.0.2", `203.0.113.${attempt + 1}, 198.51.100.9`);
      answers.push(await signIn(session, testUsers.operator.email, "guess"));
      lastRequestId = session.lastSignInRequestId;
    }
    breachIf(evaluated(answers) > loginThrottleLimits.perAccountAndAddress, "the client's own X-Forwarded-For entry was taken behind a proxy");
    expect(answers.at(-1)).toMatch(rateLimited);

    // Another client behind the same proxy is not refused; the audit log names the address the proxy saw.
    const neighbour = client(proxied, "127.0.0.2", "198.51.100.10");
    expect(await signIn(neighbour, testUsers.operator.email, testPassword)).toBeUndefined();
    const admin = client(proxied, "127.0.0.9", "198.51.100.250");
    expect(await signIn(admin, testUsers.superadmin.email, testPassword)).toBeUndefined();
    expect(await auditEntryOf(admin, "login", lastRequestId)).toMatchObject({ outcome: "denied", ip: "198.51.100.9" });
    expect(await auditEntryOf(admin, "login", neighbour.lastSignInRequestId)).toMatchObject({ outcome: "success", ip: "198.51.100.10" });
  });
});
