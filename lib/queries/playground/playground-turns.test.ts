import { describe, expect, it } from "vitest";

import type { PlaygroundMessage } from "@/lib/schemas/console/playground";

import { isTurnActive, playgroundTimeline, playgroundTurnsReducer, type PlaygroundTurn } from "./playground-turns";

const message = (id: string, role: PlaygroundMessage["role"] = "conversation_user"): PlaygroundMessage => ({
  id,
  role,
  text: id,
  questionId: id,
  createdAt: "2026-01-01T00:00:00.000Z",
  citations: [],
  files: [],
});

describe("playgroundTurnsReducer", () => {
  it("follows a message from sent to stored to answered", () => {
    let turns = playgroundTurnsReducer([], { type: "started", id: "t1", text: "When do you ship?" });
    expect(turns).toEqual([{ id: "t1", text: "When do you ship?", stage: "sending" }]);
    turns = playgroundTurnsReducer(turns, { type: "stored", id: "t1", questionId: "q1" });
    expect(turns[0]).toMatchObject({ stage: "waiting", questionId: "q1" });
    expect(isTurnActive(turns[0]!)).toBe(true);
    expect(playgroundTurnsReducer(turns, { type: "settled", id: "t1" })).toEqual([]);
  });

  it("keeps the text of a failed message, and sends it again from scratch on retry", () => {
    let turns: PlaygroundTurn[] = [{ id: "t1", text: "Hello", stage: "waiting", questionId: "q1" }];
    turns = playgroundTurnsReducer(turns, { type: "failed", id: "t1", error: "The AI Agent API is not answering." });
    expect(turns[0]).toMatchObject({ text: "Hello", stage: "failed", error: "The AI Agent API is not answering." });
    expect(isTurnActive(turns[0]!)).toBe(false);
    turns = playgroundTurnsReducer(turns, { type: "retried", id: "t1" });
    expect(turns).toEqual([{ id: "t1", text: "Hello", stage: "sending" }]);
  });

  it("changes only the turn named, and forgets all on reset", () => {
    const turns: PlaygroundTurn[] = [
      { id: "a", text: "A", stage: "sending" },
      { id: "b", text: "B", stage: "sending" },
    ];
    expect(playgroundTurnsReducer(turns, { type: "failed", id: "b", error: "x" }).map((turn) => turn.stage)).toEqual(["sending", "failed"]);
    expect(playgroundTurnsReducer(turns, { type: "dismissed", id: "a" }).map((turn) => turn.id)).toEqual(["b"]);
    expect(playgroundTurnsReducer(turns, { type: "reset" })).toEqual([]);
  });
});

describe("playgroundTimeline", () => {
  it("lists the stored messages, then the turns, hiding a turn's text once its message is stored", () => {
    const turns: PlaygroundTurn[] = [
      { id: "t1", text: "q1", stage: "waiting", questionId: "q1" },
      { id: "t2", text: "Not stored yet", stage: "sending" },
    ];
    const timeline = playgroundTimeline([message("q0"), message("a0", "assistant"), message("q1")], turns);
    expect(timeline.map((item) => (item.kind === "message" ? item.message.id : `${item.turn.id}:${item.showsText}`))).toEqual([
      "q0",
      "a0",
      "q1",
      "t1:false",
      "t2:true",
    ]);
  });
});
