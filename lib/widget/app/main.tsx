/** @jsxImportSource preact */
import "./widget.css";

import { render } from "preact";

import type { WidgetBoot } from "@/lib/schemas/widget";
import { widgetBootElementId, widgetRootElementId } from "@/lib/widget/paths";

import { WidgetApp } from "./widget-app";

const bootText = document.getElementById(widgetBootElementId)?.textContent;
const boot = bootText ? (JSON.parse(bootText) as WidgetBoot) : undefined;
const root = document.getElementById(widgetRootElementId);
if (root && boot) render(<WidgetApp boot={boot} />, root);
