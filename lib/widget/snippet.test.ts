import { describe, expect, it } from "vitest";

import { escapeAttribute, widgetSnippet } from "./snippet";

describe("widgetSnippet", () => {
  it("loads the widget from the console's origin, naming the agent", () => {
    expect(widgetSnippet("https://console.example.com", "agent_42")).toBe(
      '<script src="https://console.example.com/widget.js" data-agent="agent_42" async></script>',
    );
  });

  it("keeps a port in the origin", () => {
    expect(widgetSnippet("http://127.0.0.1:3411", "a-1")).toBe('<script src="http://127.0.0.1:3411/widget.js" data-agent="a-1" async></script>');
  });

  it("escapes what would end the attribute or start markup", () => {
    expect(widgetSnippet("https://c.example", 'x" onload="alert(1)')).toBe(
      '<script src="https://c.example/widget.js" data-agent="x&quot; onload=&quot;alert(1)" async></script>',
    );
  });
});

describe("escapeAttribute", () => {
  it("escapes ampersands, quotes and angle brackets and leaves the rest", () => {
    expect(escapeAttribute(`a&b"c'd<e>f`)).toBe("a&amp;b&quot;c&#39;d&lt;e&gt;f");
    expect(escapeAttribute("plain-text_1")).toBe("plain-text_1");
  });
});
