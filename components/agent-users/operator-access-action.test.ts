import { describe, expect, it } from "vitest";

import type { OrganizationOperator } from "@/lib/schemas/console/operator-agents";

import { operatorsToChange } from "./operator-access-action";

const operator = (id: string, agentIds: string[]): OrganizationOperator => ({ id, name: id, email: `${id}@example.com`, status: "active", agentIds });

describe("operatorsToChange", () => {
  const selected = [operator("olga", ["support"]), operator("omar", []), operator("otto", ["sales", "support"])];

  it("gives the agent only to the selected operators who do not watch it", () => {
    expect(operatorsToChange(selected, "support", "give").map(({ id }) => id)).toEqual(["omar"]);
  });

  it("takes the agent only from the selected operators who watch it", () => {
    expect(operatorsToChange(selected, "support", "remove").map(({ id }) => id)).toEqual(["olga", "otto"]);
  });
});
