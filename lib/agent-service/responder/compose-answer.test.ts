import { describe, expect, it } from "vitest";

import { composeAnswer, plainSentence } from "./compose-answer";

const hours = "# Store › Hours\n\nWe are a family business founded in 1990. Opening hours are 9 to 5 on weekdays. On Saturdays we open at 10.";
const refunds = "# Store › Refunds\n\nYou can return any item within 30 days. Refunds reach your card in 5 days.";

describe("composeAnswer", () => {
  it("answers with the sentences that share the question's terms, not the whole passage", () => {
    expect(composeAnswer([hours, refunds], "What are your opening hours?")).toEqual({
      text: "Opening hours are 9 to 5 on weekdays. On Saturdays we open at 10.",
      usedPassages: [0],
    });
  });

  it("takes sentences from several passages, best passage first, in their order", () => {
    const answer = composeAnswer([refunds, hours], "When do refunds reach my card, and what are the opening hours?");
    expect(answer.text).toBe("Refunds reach your card in 5 days. Opening hours are 9 to 5 on weekdays.");
    expect(answer.usedPassages).toEqual([0, 1]);
  });

  it("never quotes a heading, and answers with the start of a passage whose heading alone matches", () => {
    const answer = composeAnswer(["# Returns policy\n\nAnything unused goes back within a month. Keep the receipt."], "returns policy");
    expect(answer.text).toBe("Anything unused goes back within a month. Keep the receipt.");
  });

  it("drops repeated sentences (passages overlap) and stays within the length limit", () => {
    const long = `${"Refunds take a while to arrive. ".repeat(2)}Refunds are paid to the card used.`;
    const answer = composeAnswer([long, long], "refunds", { maxChars: 40 });
    expect(answer.text).toBe("Refunds take a while to arrive.");
  });

  it("answers nothing from no passages", () => {
    expect(composeAnswer([], "anything")).toEqual({ text: "", usedPassages: [] });
  });

  it("puts list items on their own lines", () => {
    const answer = composeAnswer(["- Monday: 9 to 5\n- Tuesday: 9 to 5\n- Sunday: closed"], "Monday Tuesday hours");
    expect(answer.text).toBe("Monday: 9 to 5\nTuesday: 9 to 5");
  });
});

describe("plainSentence", () => {
  it("removes list markers, emphasis, inline code and link targets", () => {
    expect(plainSentence("- **Call** [our desk](https://example.test) at `555-0100`.")).toBe("Call our desk at 555-0100.");
    expect(plainSentence("2) Second step.")).toBe("Second step.");
  });
});
