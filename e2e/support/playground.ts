import { expect, type Page } from "@playwright/test";

/** The chat of the open Playground tab with the agent shown to users as `answerer`. */
export const playgroundLog = (page: Page, answerer: string) => page.getByRole("log", { name: `Conversation with ${answerer}` });

/** Sends a message in the open Playground tab with Enter, and waits until it is in the conversation. */
export async function askInPlayground(page: Page, answerer: string, question: string) {
  const composer = page.getByLabel(`Message to ${answerer}`);
  await composer.fill(question);
  await composer.press("Enter");
  await expect(composer).toHaveValue("");
  const log = playgroundLog(page, answerer);
  await expect(log.getByText(question)).toBeVisible();
  return log;
}
