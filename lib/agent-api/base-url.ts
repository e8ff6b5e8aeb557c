import type { Region } from "@/lib/regions";

export type BaseUrlSettings = {
  isAgentServiceEnabled: boolean;
  AGENT_API_US_URL?: string;
  AGENT_API_EU_URL?: string;
};

/**
 * Where the AI Agent API answers in a region: a real deployment's base URL (undefined when the region has
 * none), or the embedded service under the console's own origin, its EU region under `/regions/eu`.
 */
export function regionBaseUrl(settings: BaseUrlSettings, region: Region, embeddedOrigin: string): string | undefined {
  if (!settings.isAgentServiceEnabled) return region === "eu" ? settings.AGENT_API_EU_URL : settings.AGENT_API_US_URL;
  const origin = embeddedOrigin.replace(/\/+$/, "");
  return region === "eu" ? `${origin}/regions/eu` : origin;
}
