import { describe, expect, it } from "vitest";

import { contentTerms, isAboutUnknownSubject, isQuantity, namedTerms, requiredMatches, stem, subjectTerms, words } from "./terms";

describe("terms", () => {
  it("splits on anything but letters and digits, keeping single digits and dropping single letters", () => {
    expect(words("What's the price of plan 2, in €?")).toEqual(["what", "the", "price", "of", "plan", "2", "in"]);
    expect(words("Größe: 10 cm")).toEqual(["größe", "10", "cm"]);
  });

  it.each([
    ["hours", "hour"],
    ["policies", "policy"],
    ["opening", "open"],
    ["shipping", "ship"],
    ["shipped", "ship"],
    ["closed", "clos"],
    ["close", "clos"],
    ["prices", "pric"],
    ["pricing", "pric"],
    ["status", "status"],
    ["class", "class"],
    ["bring", "bring"],
    ["2024s", "2024s"],
  ])("stems %s to %s", (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it("keeps the distinct content terms of a question, without stop words", () => {
    expect(contentTerms("Hi! What are your opening hours? Opening hours please.")).toEqual(["open", "hour"]);
    expect(contentTerms("Can you tell me what it is?")).toEqual([]);
  });

  it("asks for every term of a short question and at least half of a longer one", () => {
    expect([1, 2, 3, 4, 5, 6, 8].map(requiredMatches)).toEqual([1, 2, 2, 2, 3, 3, 4]);
  });
});

describe("namedTerms", () => {
  it("finds the capitalized words of the question after its first word", () => {
    expect(namedTerms("Do you have a store in Seattle?")).toEqual(["seattl"]);
    expect(namedTerms("Hi, I'm Maria. Do you ship to Canada and Europe?")).toEqual(["canada", "europ"]);
    expect(namedTerms("What are your opening hours?")).toEqual([]);
  });
});

describe("isAboutUnknownSubject", () => {
  const known = new Set(["ship", "canada", "refund", "store", "order"]);
  const about = (question: string) => isAboutUnknownSubject(question, contentTerms(question), known);

  it("tells a question about something the knowledge never mentions", () => {
    expect(about("Do you ship to Australia?")).toBe(true);
    expect(about("Can I order a pizza?")).toBe(true);
    expect(about("Can you deliver orders to Mexico quickly?")).toBe(true);
  });

  it("answers questions whose unknown words only say what kind of answer is wanted, or are a detail of a longer question", () => {
    expect(about("Do you ship to Canada?")).toBe(false);
    expect(about("What is the refund policy?")).toBe(false);
    expect(about("How fast do you ship?")).toBe(false);
    expect(about("Can I return a store order I made three weeks ago?")).toBe(false);
  });

  it("answers a question whose other word only stands for what the customer bought", () => {
    expect(about("Can I refund a parcel?")).toBe(false);
    expect(about("Do you ship my items?")).toBe(false);
  });
});

describe("quantities", () => {
  it("tells numbers and number words, as search terms, from other terms", () => {
    expect(contentTerms("three weeks, 30 days, twelve boots").filter(isQuantity)).toEqual(["thre", "30", "twelv"]);
  });

  it("takes the quantities out of what a question is about, unless it is only quantities", () => {
    expect(subjectTerms(contentTerms("Can I return boots I bought three weeks ago?"))).toEqual(["return", "boot", "bought", "week", "ago"]);
    expect(subjectTerms(["100", "thre"])).toEqual(["100", "thre"]);
  });
});
