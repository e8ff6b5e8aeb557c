import { regionBaseUrl, type BaseUrlSettings } from "@/lib/agent-api/base-url";
import { regions } from "@/lib/regions";

/**
 * The origins of the API deployments the console works against, other than its own: signed upload URLs point
 * there, so the widget's page may send files to them. The embedded service answers on the console's origin.
 */
export function apiOriginsFor(settings: BaseUrlSettings, consoleOrigin: string): string[] {
  const origins = regions.map((region) => regionBaseUrl(settings, region, consoleOrigin)).flatMap((baseUrl) => (baseUrl ? [new URL(baseUrl).origin] : []));
  return [...new Set(origins)].filter((origin) => origin !== consoleOrigin);
}
