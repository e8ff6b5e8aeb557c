/** @jsxImportSource preact */
import { render } from "preact";

import type { WidgetBoot } from "@/lib/schemas/widget";

/** The id of the JSON the widget's page is served with. */
export const bootElementId = "switchboard-widget-boot";

const bootText = document.getElementById(bootElementId)?.textContent;
const boot = bootText ? (JSON.parse(bootText) as WidgetBoot) : undefined;
const root = document.getElementById("app");
if (root && boot) render(<p>{boot.look.title}</p>, root);
