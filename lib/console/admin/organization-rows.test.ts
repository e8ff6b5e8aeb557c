import { describe, expect, it } from "vitest";

import type { AdminSubscription } from "@/lib/schemas/console/admin";

import { onboardingAction } from "./onboarding-record";
import { buildOrganizationRows, connectAction, currentPlan, type RowSources } from "./organization-rows";

const at = new Date("2026-11-01T09:00:00.000Z");
const record = {
  upstreamId: "up-1",
  status: "active",
  subscription: { id: "sub-starter", title: "Starter", isTrial: false, agentsAmount: 5, usersWithAccessAmount: 10 },
  subscriptionEndsAt: "2027-01-31T23:59:59.999Z",
  createdAt: "2026-11-20T10:00:00.000Z",
};
const liveStarter: AdminSubscription = {
  id: "sub-starter",
  title: "Starter 2027",
  description: "",
  agentsAmount: 8,
  tokensAmountPerMonth: 1,
  secondsAmountPerMonth: 1,
  smsAmountPerMonth: 1,
  emailsAmountPerMonth: 1,
  usersWithAccessAmount: 12,
  status: "active",
  visibility: "public",
  isTrial: false,
  organizationsCount: 3,
  price: 9900,
};

function sources(overrides: Partial<RowSources> = {}): RowSources {
  return {
    organizations: [
      { id: "acme", name: "Acme", region: "eu", createdAt: at },
      { id: "globex", name: "Globex", region: "us", createdAt: at },
      { id: "demo", name: "Demo", region: "us", createdAt: at },
    ],
    entries: [
      { organizationId: "acme", action: onboardingAction, actorEmail: "root@console.test", details: record, createdAt: new Date("2026-11-20T10:00:01Z") },
      { organizationId: "globex", action: connectAction, actorEmail: "ops@console.test", details: null, createdAt: new Date("2026-11-05T08:00:00Z") },
    ],
    keys: [
      { scope: "organization", organizationId: "acme", status: "active" },
      { scope: "agent", organizationId: "acme", status: "active" },
      { scope: "agent", organizationId: "acme", status: "failing" },
      { scope: "organization", organizationId: "globex", status: "failing" },
      { scope: "super_admin", organizationId: null, status: "active" },
    ],
    subscriptions: {},
    userCounts: new Map([["acme", 2]]),
    plans: new Map(),
    ...overrides,
  };
}

describe("buildOrganizationRows", () => {
  it("shows an onboarded organization with what the API answered, its agents, users and who onboarded it", () => {
    const [acme] = buildOrganizationRows(sources());
    expect(acme).toEqual({
      id: "acme",
      name: "Acme",
      region: "eu",
      status: "active",
      subscription: record.subscription,
      subscriptionEndsAt: record.subscriptionEndsAt,
      usage: { agents: 2, users: 2 },
      keyStatus: "connected",
      origin: "onboarded",
      createdAt: record.createdAt,
      createdBy: "root@console.test",
    });
  });

  it("takes the subscription's current name and quotas when the region's list still has it", () => {
    const [acme] = buildOrganizationRows(sources({ subscriptions: { eu: [liveStarter] } }));
    expect(acme!.subscription).toEqual({ id: "sub-starter", title: "Starter 2027", isTrial: false, agentsAmount: 8, usersWithAccessAmount: 12 });
  });

  it("says what it does not know of an organization connected by key, and who connected it", () => {
    const [, globex] = buildOrganizationRows(sources());
    expect(globex).toMatchObject({
      status: null,
      subscription: null,
      subscriptionEndsAt: null,
      usage: { agents: 0, users: null },
      keyStatus: "failing",
      origin: "connected",
      createdAt: "2026-11-05T08:00:00.000Z",
      createdBy: "ops@console.test",
    });
  });

  it("lists an organization the console connected by itself, and one whose record cannot be read", () => {
    const [acme, , demo] = buildOrganizationRows(
      sources({ entries: [{ organizationId: "acme", action: onboardingAction, actorEmail: "root@console.test", details: { broken: true }, createdAt: at }] }),
    );
    expect(demo).toMatchObject({ origin: "automatic", createdBy: null, keyStatus: "missing", createdAt: at.toISOString() });
    expect(acme).toMatchObject({ origin: "onboarded", status: null, subscription: null, createdBy: "root@console.test" });
  });
});

describe("currentPlan", () => {
  const reportedStarter = { id: "sub-starter", title: "Starter", agentsAmount: 5, usersWithAccessAmount: 10 };

  it("shows the plan the API reports for an organization the console connected by itself, as Subscriptions lists it", () => {
    const [, , demo] = buildOrganizationRows(sources({ plans: new Map([["demo", reportedStarter]]), subscriptions: { us: [liveStarter] } }));
    expect(demo!.subscription).toEqual({ id: "sub-starter", title: "Starter 2027", isTrial: false, agentsAmount: 8, usersWithAccessAmount: 12 });
  });

  it("takes the reported plan over the one the organization was created with, which may have changed since", () => {
    const plan = currentPlan({ id: "sub-pro", title: "Pro", agentsAmount: 20, usersWithAccessAmount: 50 }, [liveStarter], record.subscription);
    expect(plan).toEqual({ id: "sub-pro", title: "Pro", isTrial: false, agentsAmount: 20, usersWithAccessAmount: 50 });
  });

  it("keeps a trial a trial when the region's list cannot be read", () => {
    expect(currentPlan({ ...reportedStarter, isTrial: true }, undefined, null)?.isTrial).toBe(true);
    expect(currentPlan(reportedStarter, undefined, { ...record.subscription, isTrial: true })?.isTrial).toBe(true);
  });

  it("falls back to the plan of the creation record, and to unknown without either", () => {
    expect(currentPlan(undefined, undefined, record.subscription)).toEqual(record.subscription);
    expect(currentPlan(undefined, [liveStarter], null)).toBeNull();
  });
});
