import { describe, expect, it } from "vitest";

import { FetchAborted, FetchFailure } from "./fetch-failure";
import { createRobotsRules, type RobotsFetch } from "./robots";

function fakeFetcher(answers: Record<string, { status: number; text?: string } | Error>) {
  const requested: string[] = [];
  const fetchRobots: RobotsFetch = async (url) => {
    requested.push(url.href);
    const answer = answers[url.origin];
    if (!answer) return { status: 404, text: "" };
    if (answer instanceof Error) throw answer;
    return { status: answer.status, text: answer.text ?? "" };
  };
  return { fetchRobots, requested };
}

const robotsTxt = ["User-agent: *", "Disallow: /private/", "", "User-agent: SwitchboardBot", "Disallow: /private/", "Disallow: /drafts"].join("\n");

describe("createRobotsRules", () => {
  it("fetches each site's robots.txt once and applies its rules", async () => {
    const { fetchRobots, requested } = fakeFetcher({ "https://example.com": { status: 200, text: robotsTxt } });
    const rules = createRobotsRules();
    expect(await rules.verdictFor(new URL("https://example.com/menu"), fetchRobots)).toEqual({ kind: "allowed" });
    expect(await rules.verdictFor(new URL("https://example.com/private/x"), fetchRobots)).toEqual({ kind: "disallowed", reason: "disallowed by robots.txt" });
    expect(await rules.verdictFor(new URL("https://example.com/drafts/1"), fetchRobots)).toMatchObject({ kind: "disallowed" });
    expect(await rules.verdictFor(new URL("https://other.example/private/x"), fetchRobots)).toEqual({ kind: "allowed" });
    expect(requested).toEqual(["https://example.com/robots.txt", "https://other.example/robots.txt"]);
  });

  it("shares one fetch between checks made at the same time", async () => {
    const { fetchRobots, requested } = fakeFetcher({ "https://example.com": { status: 200, text: robotsTxt } });
    const rules = createRobotsRules();
    await Promise.all(["/a", "/b", "/c"].map((path) => rules.verdictFor(new URL(path, "https://example.com"), fetchRobots)));
    expect(requested).toHaveLength(1);
  });

  it("allows everything when robots.txt is missing", async () => {
    const { fetchRobots } = fakeFetcher({ "https://example.com": { status: 404 } });
    expect(await createRobotsRules().verdictFor(new URL("https://example.com/private/x"), fetchRobots)).toEqual({ kind: "allowed" });
  });

  it("fetches nothing of a site whose robots.txt answers a server error or nothing at all", async () => {
    const { fetchRobots } = fakeFetcher({
      "https://down.example": { status: 503 },
      "https://private.example": new FetchFailure("the address is not public"),
    });
    const rules = createRobotsRules();
    expect(await rules.verdictFor(new URL("https://down.example/"), fetchRobots)).toEqual({ kind: "unreachable", reason: "robots.txt answered HTTP 503" });
    expect(await rules.verdictFor(new URL("https://private.example/"), fetchRobots)).toEqual({ kind: "unreachable", reason: "the address is not public" });
  });

  it("forgets a fetch abandoned by a cancel, so a later check fetches again", async () => {
    let calls = 0;
    const rules = createRobotsRules();
    const aborted: RobotsFetch = async () => {
      calls += 1;
      throw new FetchAborted();
    };
    await expect(rules.verdictFor(new URL("https://example.com/"), aborted)).rejects.toBeInstanceOf(FetchAborted);
    const { fetchRobots } = fakeFetcher({ "https://example.com": { status: 200, text: robotsTxt } });
    expect(await rules.verdictFor(new URL("https://example.com/private/"), fetchRobots)).toMatchObject({ kind: "disallowed" });
    expect(calls).toBe(1);
  });
});
