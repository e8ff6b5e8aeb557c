import net from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { describeBusyPort, isPortFree } from "./port.mjs";

let holder: net.Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => (holder ? holder.close(resolve) : resolve(undefined)));
  holder = undefined;
});

function listenAnywhere(): Promise<number> {
  holder = net.createServer();
  return new Promise((resolve) => holder!.listen(0, () => resolve((holder!.address() as net.AddressInfo).port)));
}

describe("isPortFree", () => {
  it("is false while another program listens on the port", async () => {
    const port = await listenAnywhere();
    expect(await isPortFree(port)).toBe(false);
  });

  it("is true once the port is let go, and leaves it free", async () => {
    const port = await listenAnywhere();
    await new Promise((resolve) => holder!.close(resolve));
    holder = undefined;
    expect(await isPortFree(port)).toBe(true);
    expect(await isPortFree(port)).toBe(true);
  });
});

describe("describeBusyPort", () => {
  it("names the port and another one to try", () => {
    expect(describeBusyPort(3000)).toBe(
      "Port 3000 is already in use, by another Switchboard or another program.\nStop that program, or start on another port: PORT=3001 npm start",
    );
  });
});
