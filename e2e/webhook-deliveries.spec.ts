import { Webhook } from "standardwebhooks";

import { superadminState } from "../playwright.config";
import { openNewAgentTab } from "./support/agents";
import { seriousViolations, unique } from "./support/console";
import { expect, test } from "./support/test";
import { startLoopbackReceiver } from "../tests/support/loopback-receiver";

test.use({ storageState: superadminState });

test("an admin registers a webhook to their own URL, copies its secret once, sends a test event, watches it retried and delivered, and replays it", async ({
  page,
}) => {
  const receiver = await startLoopbackReceiver();
  try {
    await openNewAgentTab(page, `E2E deliveries ${unique()}`, "Webhooks");

    await page.getByRole("button", { name: "Register webhook" }).click();
    const form = page.getByRole("dialog", { name: "Register a webhook" });
    await form.getByLabel("Title").fill("Order desk");
    await form.getByRole("radio", { name: /Another URL/ }).check();
    await form.getByRole("textbox", { name: "URL" }).fill(receiver.url("/orders"));
    await form.getByRole("button", { name: "Register webhook" }).click();
    await expect(form).toBeHidden();

    const reveal = page.getByRole("dialog", { name: "Copy the signing secret of Order desk" });
    await expect(reveal).toContainText("the console will not show it again");
    const secretBox = reveal.getByLabel("Signing secret: Each message");
    const secret = await secretBox.inputValue();
    expect(secret).toMatch(/^whsec_/);
    expect(await seriousViolations(page)).toEqual([]);
    await reveal.getByRole("button", { name: "I have copied it" }).click();
    await expect(reveal).toBeHidden();
    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: "Order desk" })).toBeVisible();
    expect(await page.content()).not.toContain(secret);

    await page.getByRole("button", { name: "Deliveries of Order desk" }).click();
    const deliveries = page.getByRole("dialog", { name: "Deliveries of Order desk" });
    await expect(deliveries.getByRole("heading", { name: "Nothing sent yet" })).toBeVisible();
    // Two refusals, then a 2xx: the delivery is retried 2 and 4 seconds later, and delivered at the third attempt.
    receiver.answerWith(500, 503);
    await deliveries.getByRole("button", { name: "Send test event" }).click();

    const row = deliveries.getByRole("row").filter({ hasText: "Test event" });
    const cell = (column: "status" | "response" | "latency" | "nextRetry") =>
      row.getByRole("cell").nth({ status: 2, response: 4, latency: 5, nextRetry: 6 }[column]);
    await expect(cell("status")).toHaveText("Retrying", { timeout: 15_000 });
    await expect(cell("response")).toHaveText(/^HTTP 50[03]$/);
    await expect(cell("nextRetry")).toHaveText(/^in \d+ s$|^due now$/);
    await expect(cell("status")).toHaveText("Delivered", { timeout: 20_000 });
    await expect(cell("response")).toHaveText("HTTP 200");
    await expect(cell("latency")).toHaveText(/^\d+ ms$/);
    await expect(cell("nextRetry")).toHaveText("None");

    // The attempt log opens from the keyboard.
    await row.getByText("3 attempts").focus();
    await page.keyboard.press("Enter");
    const attempts = row.getByRole("list", { name: "Attempts of the Test event delivery" }).getByRole("listitem");
    await expect(attempts).toHaveCount(3);
    await expect(attempts.first()).toContainText("HTTP 200");
    await expect(attempts.last()).toContainText("HTTP 500");
    expect(await seriousViolations(page)).toEqual([]);

    const received = receiver.requests.filter((request) => request.path === "/orders");
    expect(received).toHaveLength(3);
    expect(new Webhook(secret).verify(received[2]!.body, received[2]!.headers as Record<string, string>)).toMatchObject({ type: "test" });

    await row.getByRole("button", { name: /^Replay the Test event delivery/ }).click();
    await expect(page.getByText("The delivery is being sent again.")).toBeVisible();
    await expect(row.getByText("4 attempts")).toBeVisible({ timeout: 15_000 });
    await expect(cell("status")).toHaveText("Delivered");
    expect(receiver.requests.map((request) => request.headers["webhook-id"])).toEqual(Array(4).fill(received[0]!.headers["webhook-id"]));

    await page.keyboard.press("Escape");
    await expect(deliveries).toBeHidden();
  } finally {
    receiver.close();
  }
});
