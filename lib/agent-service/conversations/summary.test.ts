import { describe, expect, it } from "vitest";

import { conversationOverview, handBackNote, handOffSummary, modeChangeSummary, summaryTime, withSummaryNote } from "./summary";

const at = new Date("2026-03-02T18:05:00Z");
const turns = [
  { role: "user" as const, text: "Do you rent cabins in winter?" },
  { role: "assistant" as const, text: "Yes, cabins are open all year." },
  { role: "user" as const, text: "Can I talk to a person?" },
];

describe("conversation summary", () => {
  it("names the time in UTC", () => {
    expect(summaryTime(at)).toBe("2026-03-02 18:05 UTC");
  });

  it("sums up what the user asked and what the agent answered", () => {
    expect(conversationOverview(turns)).toBe('Asked: "Do you rent cabins in winter?" · "Can I talk to a person?"\nAnswered: "Yes, cabins are open all year."');
    expect(conversationOverview([{ role: "user", text: "Hello" }])).toBe('Asked: "Hello"\nAnswered: nothing yet.');
  });

  it("quotes the latest turns, shortened, and counts the earlier ones", () => {
    const many = Array.from({ length: 6 }, (_, index) => ({ role: "user" as const, text: `Question ${index + 1}` }));
    expect(conversationOverview(many).split("\n")[0]).toBe('Asked: 2 earlier, then "Question 3" · "Question 4" · "Question 5" · "Question 6"');
    const long = conversationOverview([{ role: "user", text: `${"word ".repeat(100)}\n end` }]);
    expect(long.split("\n")[0]!.length).toBeLessThan(180);
    expect(long).toContain("…");
  });

  it("says why the conversation was handed over", () => {
    expect(handOffSummary(null, turns, { isHandedOver: true, reason: "The user asked for a person." }, at)).toBe(
      [
        'Asked: "Do you rent cabins in winter?" · "Can I talk to a person?"',
        'Answered: "Yes, cabins are open all year."',
        "Handed to a person (2026-03-02 18:05 UTC): The user asked for a person.",
      ].join("\n"),
    );
  });

  it("says when nobody was there to hand to, and what the user was told", () => {
    const summary = handOffSummary(
      null,
      turns,
      {
        isHandedOver: false,
        reason: "The user asked for a person.",
        availability: { state: "away", reason: "outside-hours", message: "Back at 9." },
        toldUser: "Nobody from the team is available to take over right now. Back at 9.",
      },
      at,
    );
    expect(summary.split("\n").at(-1)).toBe(
      'Nobody to hand to (2026-03-02 18:05 UTC, outside business hours): The user asked for a person. The user was told: "Nobody from the team is available to take over right now. Back at 9."',
    );
  });

  it("keeps the earlier changes of hands when the conversation is handed over again, with a fresh overview", () => {
    const first = handOffSummary(null, turns.slice(0, 1), { isHandedOver: true, reason: "No passage answers this." }, at);
    const back = withSummaryNote(first, handBackNote(new Date("2026-03-02T18:30:00Z"), 2));
    const again = handOffSummary(back, turns, { isHandedOver: true, reason: "The user asked for a person." }, new Date("2026-03-02T19:00:00Z"));
    expect(again.split("\n")).toEqual([
      'Asked: "Do you rent cabins in winter?" · "Can I talk to a person?"',
      'Answered: "Yes, cabins are open all year."',
      "Handed to a person (2026-03-02 18:05 UTC): No passage answers this.",
      "Handed back to the agent (2026-03-02 18:30 UTC), 2 replies from a person so far.",
      "Handed to a person (2026-03-02 19:00 UTC): The user asked for a person.",
    ]);
  });

  it("notes a take-over, writing the overview first when there is no summary yet, and a hand-back", () => {
    expect(modeChangeSummary(null, { mode: "manual", turns, personReplies: 0 }, at).split("\n")).toEqual([
      'Asked: "Do you rent cabins in winter?" · "Can I talk to a person?"',
      'Answered: "Yes, cabins are open all year."',
      "Taken over by a person (2026-03-02 18:05 UTC).",
    ]);
    expect(modeChangeSummary("Handed to a person (x).", { mode: "manual", turns, personReplies: 0 }, at)).toBe(
      "Handed to a person (x).\nTaken over by a person (2026-03-02 18:05 UTC).",
    );
    expect(modeChangeSummary("Earlier.", { mode: "ai", turns: [], personReplies: 1 }, at)).toBe(
      "Earlier.\nHanded back to the agent (2026-03-02 18:05 UTC), 1 reply from a person so far.",
    );
    expect(handBackNote(at, 0)).toBe("Handed back to the agent (2026-03-02 18:05 UTC), no reply from a person so far.");
  });

  it("stays bounded, dropping the oldest changes of hands first", () => {
    let summary = conversationOverview(turns);
    for (let index = 0; index < 200; index += 1) summary = withSummaryNote(summary, `Taken over by a person (${index}).`);
    expect(summary.length).toBeLessThanOrEqual(4_000);
    expect(summary.startsWith("Asked: ")).toBe(true);
    expect(summary.endsWith("Taken over by a person (199).")).toBe(true);
    expect(summary).not.toContain("(0).");
  });
});
