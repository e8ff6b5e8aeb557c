/**
 * Whether a message asks for a person rather than the agent: "can I talk to a human?", "get me a real
 * person", "operator!", "transfer me to a live agent". A request needs a verb of asking or contacting
 * followed closely by someone to talk to, so mentions such as "our human resources policy", "the agent
 * fees" or "I don't want to talk to a human" do not count.
 */

/** Someone the user may ask for with any verb of wanting: "I need a human", "get me an operator". */
const people = new Set(["human", "humans", "person", "agent", "operator", "representative", "rep", "manager", "supervisor"]);
/** Someone the user may ask for only by contacting them: "talk to someone", "speak with your team". */
const contacts = new Set(["someone", "somebody", "people", "staff", "team", "support", "service", "employee", "colleague"]);

const contactVerbs = new Set(["talk", "speak", "chat", "connect", "transfer", "reach", "contact", "call", "escalate", "put", "pass", "forward", "redirect"]);
const wantVerbs = new Set(["want", "need", "get", "give", "like", "prefer", "request", "see", "have", "ask", "send", "find"]);

/** Words that may stand between the verb and the person: "talk to a real person", "get me your manager". */
const connectors = new Set([
  "to",
  "with",
  "me",
  "us",
  "through",
  "a",
  "an",
  "the",
  "some",
  "your",
  "any",
  "one",
  "of",
  "real",
  "live",
  "actual",
  "human",
  "customer",
  "please",
  "just",
  "now",
  "right",
  "away",
  "over",
  "from",
  "another",
  "proper",
  "talk",
  "speak",
]);

/** Words that may follow the person: the request is about them, not about something of theirs. */
const followers = new Set([
  "",
  "i",
  "who",
  "that",
  "to",
  "available",
  "please",
  "now",
  "instead",
  "asap",
  "right",
  "here",
  "there",
  "about",
  "on",
  "for",
  "from",
  "at",
  "in",
  "because",
  "so",
  "since",
  "and",
  "or",
  "as",
  "immediately",
  "directly",
  "rather",
  "not",
  "being",
  "team",
  "agent",
  "rep",
  "representative",
  "member",
  "person",
  "today",
  "urgently",
  "thanks",
  "pls",
]);

const negations = /\b(?:don'?t|do not|doesn'?t|never|no need|not want|not need|won'?t|without)\b/;

/** Phrases with "human" that name a topic, not a person. */
const topicalPhrases =
  /\bhuman[\s-](?:resources?|rights?|errors?|body|bodies|nature|trafficking|readable|capital|anatomy|language|genome|health|interest|factors?)\b/g;

const standalone =
  /^(?:please\s+)?(?:(?:a|an)\s+)?(?:real\s+|live\s+|actual\s+|human\s+)?(?:human|person|agent|operator|representative|rep)(?:\s+please|\s+pls|\s+now)?$/;

function tokens(sentence: string): string[] {
  return sentence
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(topicalPhrases, " topic ")
    .split(/[^a-z']+/)
    .map((word) => word.replace(/^'+|'+$/g, ""))
    .filter(Boolean);
}

function asksInSentence(sentence: string): boolean {
  const lower = sentence.toLowerCase();
  const words = tokens(sentence);
  if (standalone.test(words.join(" "))) return true;
  if (/\bescalate\b/.test(lower) && !/\bhow\b/.test(lower) && !negations.test(lower)) return true;

  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    const isPerson = people.has(word);
    if (!isPerson && !contacts.has(word)) continue;
    if (!followers.has(words[index + 1] ?? "")) continue;

    for (let back = index - 1; back >= 0 && index - back <= 7; back -= 1) {
      const before = words[back]!;
      const isVerb = contactVerbs.has(before) || (isPerson && wantVerbs.has(before));
      if (isVerb) {
        const lead = words.slice(Math.max(0, back - 4), back).join(" ");
        if (!negations.test(lead)) return true;
        break;
      }
      if (!connectors.has(before) && !people.has(before)) break;
    }
    if (isPerson && /\b(?:is|are) there\b/.test(lower) && /\b(?:is|are) there (?:a|an|any|anyone|someone|somebody)\b/.test(lower)) {
      return true;
    }
  }
  return false;
}

/** True when the message asks to be handed over to a person. */
export function asksForPerson(message: string): boolean {
  return message
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((sentence) => sentence.trim().replace(/[.!?;,]+$/, ""))
    .filter(Boolean)
    .some(asksInSentence);
}
