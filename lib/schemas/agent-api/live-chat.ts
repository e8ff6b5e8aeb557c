import { z } from "zod";

import { httpUrl } from "@/lib/schemas/http-url";

import { isTimeZone, openingIntervalProblems, timeOfDayPattern, weekdays } from "./business-hours";
import { isoDateTime } from "./common";

export const liveChatPositions = ["bottom-right", "bottom-left"] as const;
export const launcherModes = ["automatic", "on_hover"] as const;
export const launcherTypes = ["icon_only", "text_only", "icon_and_text"] as const;
export const launcherBorderRadii = ["0px", "8px", "100%"] as const;
export const launcherSelectedThemes = ["light", "dark", "system"] as const;
export const launcherAttentionEffects = ["none", "pulse"] as const;
export const launcherThemes = ["default", "solid", "gradient", "glassmorphism", "custom"] as const;
export const launcherLogoFits = ["cover", "contain"] as const;
export const launcherTeasers = ["suggestions", "proactive", "none"] as const;

/** How long a conversation may stay idle before it is archived, in minutes: a minute to 30 days. */
export const autoArchiveMinutes = { min: 1, max: 43_200, suggested: 1_440 } as const;

/** Images an avatar may be; SVG is left out, as it can carry scripts. */
export const liveChatImageTypes = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;

export const hexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "expected a hex colour such as #1F6FEB");

export const launcherThemeColors = z
  .object({
    backgroundColor: hexColor.meta({ description: "Launcher button background color (hex)." }),
    textColor: hexColor.meta({ description: "Launcher button text and icon color (hex)." }),
  })
  .meta({ id: "LiveChatWidgetButtonTheme" });

export const proactiveBubble = z
  .object({
    message: z.string().trim().min(1).max(500).meta({ description: "Proactive teaser copy." }),
    delaySeconds: z.number().int().min(0).max(3_600).meta({ description: "Delay in seconds before the proactive teaser (0–3600)." }),
  })
  .meta({ id: "LiveChatWidgetProactiveBubble" });

const defaultLauncherColors = { backgroundColor: "#1F6FEB", textColor: "#FFFFFF" };

export const widgetButtonConfig = z
  .object({
    mode: z.enum(launcherModes),
    type: z.enum(launcherTypes),
    borderRadius: z.enum(launcherBorderRadii),
    size: z
      .string()
      .regex(/^\d{2,3}$/, "a size in pixels, e.g. 56")
      .meta({ description: "Launcher size in pixels." }),
    selectedTheme: z.enum(launcherSelectedThemes).optional().meta({ description: "Required when launcherTheme is custom." }),
    lightThemeConfig: launcherThemeColors,
    darkThemeConfig: launcherThemeColors,
    launcherAttentionEffect: z.enum(launcherAttentionEffects),
    launcherTheme: z.enum(launcherThemes),
    logoFit: z.enum(launcherLogoFits),
    launcherTeaser: z.enum(launcherTeasers),
    proactiveBubble: proactiveBubble.optional().meta({ description: "Required when launcherTeaser is proactive." }),
  })
  .superRefine((config, ctx) => {
    if (config.launcherTheme === "custom" && !config.selectedTheme) {
      ctx.addIssue({ code: "custom", path: ["selectedTheme"], message: "required when launcherTheme is custom" });
    }
    if (config.launcherTeaser === "proactive" && !config.proactiveBubble) {
      ctx.addIssue({ code: "custom", path: ["proactiveBubble"], message: "required when launcherTeaser is proactive" });
    }
  })
  .meta({ id: "LiveChatWidgetButton", description: "The embedded chat's launcher (widget button), as the real deployment names its settings." });

export const openingInterval = z.object({
  day: z.enum(weekdays),
  start: z.string().regex(timeOfDayPattern, "expected HH:MM"),
  end: z.string().regex(timeOfDayPattern, "expected HH:MM, or 24:00 for the end of the day"),
});

export const businessHours = z
  .object({
    timezone: z.string().refine(isTimeZone, "expected an IANA time zone such as Europe/Berlin").meta({ description: "IANA time zone of the intervals." }),
    intervals: z.array(openingInterval).max(70).meta({ description: "When the chat is staffed each week; a day without intervals is closed." }),
    outsideHoursMessage: z.string().max(1_000).default("We are away right now. Leave a message and we will get back to you."),
  })
  .superRefine((hours, ctx) => {
    for (const problem of openingIntervalProblems(hours.intervals)) {
      ctx.addIssue({ code: "custom", path: ["intervals", problem.index, problem.field], message: problem.message });
    }
  })
  .meta({ id: "LiveChatBusinessHours" });

export const defaultWidgetButtonConfig: z.input<typeof widgetButtonConfig> = {
  mode: "automatic",
  type: "icon_only",
  borderRadius: "100%",
  size: "56",
  lightThemeConfig: defaultLauncherColors,
  darkThemeConfig: defaultLauncherColors,
  launcherAttentionEffect: "none",
  launcherTheme: "default",
  logoFit: "cover",
  launcherTeaser: "none",
};

/** Every setting of the live-chat widget, each with its default: the fields of the real deployment's LIVE_CHAT skill, and ours. */
const liveChatSettings = z.object({
  enabled: z.boolean().default(false).meta({ description: "Whether the widget is live; the skill's status says the same." }),
  titleLine1: z.string().max(100).default("Chat with us").meta({ description: "First line of the chat widget title." }),
  titleLine2: z
    .string()
    .max(200)
    .default("We usually answer within minutes.")
    .meta({ description: "Second line of the title; the real deployment also answers it as `intro`." }),
  greeting: z.string().max(1_000).default("Hi! How can I help you today?").meta({ description: "The first message shown when the chat opens." }),
  handOffMessage: z
    .string()
    .max(1_000)
    .default("A member of our team will take it from here.")
    .meta({ description: "Shown when a person takes the conversation over." }),
  color: hexColor.default("#1F6FEB").meta({ description: "Color of the chat widget (hex)." }),
  textColor: hexColor.default("#FFFFFF").meta({ description: "Color of text on `color` (hex)." }),
  position: z.enum(liveChatPositions).default("bottom-right"),
  avatarStoragePath: z
    .string()
    .min(1)
    .max(1_024)
    .nullable()
    .default(null)
    .meta({ description: "An image uploaded through live-chat-skill/images/upload-url. Takes precedence over avatarUrl." }),
  avatarUrl: httpUrl().nullable().default(null).meta({ description: "An image elsewhere on the web." }),
  businessHours: businessHours.nullable().default(null).meta({
    description:
      "When people answer; null: always. A conversation the agent would hand to a person outside these hours (or on unavailableDates) is not handed over: the user is told nobody is available, with outsideHoursMessage, and chat_currently_unavailable fires.",
  }),
  autoArchiveAfterMinutes: z.number().int().min(autoArchiveMinutes.min).max(autoArchiveMinutes.max).nullable().default(null).meta({
    description:
      "Archive the agent's conversations (every channel, not only the widget) after this many minutes without a new message or change: status archived, and end_dialog and auto_archive_conversation fire. null: never (the default). 1 to 43200 (30 days).",
  }),
  widgetButtonConfig: widgetButtonConfig.default(defaultWidgetButtonConfig),
  links: z.array(httpUrl()).max(20).default([]).meta({ description: "Links displayed in the chat widget." }),
  disclaimer: z.string().max(2_000).default(""),
  chatFooterContent: z.string().max(2_000).default("").meta({ description: "Content below the input, e.g. a privacy policy." }),
  suggestions: z.array(z.string().trim().min(1).max(200)).max(10).default([]).meta({ description: "Suggested first questions." }),
  whitelistedIps: z
    .array(z.union([z.ipv4(), z.ipv6()]))
    .max(100)
    .default([])
    .meta({ description: "When not empty, only these addresses see the widget." }),
  restrictedCountries: z
    .array(z.string().regex(/^[A-Z]{2}$/, "an ISO 3166-1 alpha-2 code such as DE"))
    .max(250)
    .default([])
    .meta({ description: "Countries where the widget is not shown." }),
  limitUnavailableDates: z.boolean().default(false).meta({ description: "Whether live chat is unavailable on unavailableDates." }),
  unavailableDates: z.array(z.iso.date()).max(366).default([]).meta({ description: "Dates (YYYY-MM-DD) when live chat is unavailable." }),
  unavailableDatesMessage: z.string().max(1_000).default("Live chat is unavailable today.").meta({ description: "Shown on unavailableDates." }),
});

export const liveChatConfigBody = liveChatSettings.meta({
  id: "LiveChatConfigBody",
  description: "The whole configuration: it replaces the stored one, and a field left out takes its default.",
});

export type LiveChatConfig = z.output<typeof liveChatConfigBody>;

/** The configuration of an agent that has none stored. */
export const defaultLiveChatConfig = (): LiveChatConfig => liveChatConfigBody.parse({});

export const liveChatSkillResponse = liveChatSettings
  .extend({
    systemName: z.literal("LIVE_CHAT"),
    status: z.enum(["active", "inactive"]).meta({ description: "active when enabled." }),
    agentId: z.string(),
    intro: z.string().meta({ description: "The same as titleLine2, as the real deployment keeps it." }),
    avatarUrl: z.string().nullable().meta({
      description: "The avatar to show: for an uploaded image a signed download URL valid for 15 minutes (ask again for a fresh one), else the URL given.",
    }),
    updatedAt: isoDateTime.nullable().meta({ description: "When it was last saved; null while the defaults apply." }),
  })
  .loose()
  .meta({ id: "LiveChatSkillResponse", description: "The real deployment's LIVE_CHAT skill, with this service's further settings." });

export const liveChatParams = z.object({ agentId: z.string().min(1) });

export const liveChatImageUploadBody = z
  .object({
    fileName: z.string().trim().min(1).max(255),
    contentType: z.enum(liveChatImageTypes),
  })
  .meta({ id: "LiveChatImageUploadBody" });
