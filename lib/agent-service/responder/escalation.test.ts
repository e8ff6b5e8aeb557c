import { describe, expect, it } from "vitest";

import { asksForPerson } from "./escalation";

describe("asksForPerson", () => {
  it.each([
    "Can I talk to a human?",
    "can i speak to a real person please",
    "I want to speak with an agent.",
    "Transfer me to a live agent now!",
    "Connect me with an operator",
    "I'd like to talk to a representative about my bill",
    "Let me talk to your manager.",
    "Get me a human.",
    "I need a real person",
    "Is there a human I can talk to?",
    "Could you put me through to customer service?",
    "I want to talk to someone from your team",
    "Please escalate this.",
    "Operator!",
    "agent",
    "Human please",
    "real person",
    "This is useless. Speak to a human being, now.",
    "I’d rather chat with a person",
  ])("sees a request for a person in %j", (message) => {
    expect(asksForPerson(message)).toBe(true);
  });

  it.each([
    "What is your human resources policy?",
    "I need the human-resources contact form",
    "Was it a human error?",
    "What are the agent fees?",
    "I want to know the agent fees",
    "Does the agent support PDF files?",
    "Can an agent answer in French?",
    "Which mobile operator do you use?",
    "Is there an agent fee?",
    "I don't want to talk to a human, just tell me the price",
    "Someone told me about your pricing",
    "I need support for PDF uploads",
    "How do I escalate a ticket in your product?",
    "What are your opening hours?",
    "Tell me about your representative office in Berlin",
    "",
  ])("sees no request for a person in %j", (message) => {
    expect(asksForPerson(message)).toBe(false);
  });
});
