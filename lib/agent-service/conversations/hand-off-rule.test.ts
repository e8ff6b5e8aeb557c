import { describe, expect, it } from "vitest";

import { liveChatAvailability } from "@/lib/live-chat/availability";

import { handOffOutcome, unavailableReply } from "./hand-off-rule";

const escalation = { reason: "The user asked for a person." };
const weekdays9to17 = {
  businessHours: {
    timezone: "Europe/Berlin",
    intervals: (["monday", "tuesday", "wednesday", "thursday", "friday"] as const).map((day) => ({ day, start: "09:00", end: "17:00" })),
    outsideHoursMessage: "We answer Monday to Friday, 9 to 5.",
  },
};

describe("handOffOutcome", () => {
  it("hands over when people are there, and when no hours are set", () => {
    const mondayMorning = new Date("2026-03-02T09:00:00Z"); // 10:00 in Berlin
    expect(handOffOutcome(escalation, liveChatAvailability(weekdays9to17, mondayMorning), { asksForPerson: true })).toEqual({
      isHandedOver: true,
      reason: escalation.reason,
    });
    expect(handOffOutcome(escalation, liveChatAvailability({ businessHours: null }, mondayMorning), { asksForPerson: true }).isHandedOver).toBe(true);
  });

  it("does not hand over outside business hours in the schedule's time zone, and tells the user why", () => {
    const mondayEvening = new Date("2026-03-02T16:30:00Z"); // 17:30 in Berlin
    const outcome = handOffOutcome(escalation, liveChatAvailability(weekdays9to17, mondayEvening), { asksForPerson: true });
    expect(outcome).toEqual({
      isHandedOver: false,
      reason: escalation.reason,
      availability: { state: "away", reason: "outside-hours", message: "We answer Monday to Friday, 9 to 5." },
      toldUser: "Nobody from the team is available to take over right now. We answer Monday to Friday, 9 to 5.",
    });
  });

  it("does not hand over on an unavailable date, even inside business hours", () => {
    const settings = { ...weekdays9to17, limitUnavailableDates: true, unavailableDates: ["2026-03-02"], unavailableDatesMessage: "Closed for the holiday." };
    const outcome = handOffOutcome({ reason: "No passage answers this." }, liveChatAvailability(settings, new Date("2026-03-02T09:00:00Z")), {
      asksForPerson: false,
    });
    expect(outcome).toMatchObject({ isHandedOver: false, availability: { reason: "unavailable-date" } });
    expect(outcome.isHandedOver || outcome.toldUser).toBe(
      "I'm sorry, I don't know the answer to that, and nobody from the team is available right now. Closed for the holiday.",
    );
  });

  it("keeps what the agent answered of a message answered in part, and says nobody is there for the rest", () => {
    const partly = { reason: "No passage answers “Do you sell gift cards?”.", answered: "Opening hours are 9 to 5 on weekdays." };
    const outcome = handOffOutcome(partly, liveChatAvailability(weekdays9to17, new Date("2026-03-02T16:30:00Z")), { asksForPerson: false });
    expect(outcome.isHandedOver || outcome.toldUser).toBe(
      "Opening hours are 9 to 5 on weekdays.\n\nI'm sorry, I don't know the answer to the rest, and nobody from the team is available right now. We answer Monday to Friday, 9 to 5.",
    );
  });
});

describe("unavailableReply", () => {
  it("promises no person, and leaves out an empty away message", () => {
    expect(unavailableReply("  ", { asksForPerson: true })).toBe("Nobody from the team is available to take over right now.");
  });
});
