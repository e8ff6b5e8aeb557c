/** @jsxImportSource preact */
import { render } from "preact";

import type { WidgetBoot } from "@/lib/schemas/widget";
import { widgetBootElementId, widgetRootElementId } from "@/lib/widget/paths";

const bootText = document.getElementById(widgetBootElementId)?.textContent;
const boot = bootText ? (JSON.parse(bootText) as WidgetBoot) : undefined;
const root = document.getElementById(widgetRootElementId);
if (root && boot) render(<p>{boot.look.title}</p>, root);
