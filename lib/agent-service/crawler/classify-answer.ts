import type { HttpAnswer } from "./http-get";
import { hostKey, normalizeCrawlUrl } from "./normalize-url";

export type AnswerKind =
  | { kind: "content"; status: number; contentType: string | undefined; body: Buffer }
  /** A redirect the crawl may follow: its target is crawled as a page of its own. */
  | { kind: "redirect"; status: number; target: URL }
  | { kind: "failed"; reason: string; httpStatus: number };

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * What a page's answer means for the crawl: content (2xx), a redirect to follow, or a failure with its
 * reason: any other status ("HTTP 404"), a redirect without a usable Location, or a redirect to a host
 * the crawl may not visit.
 */
export function classifyAnswer(answer: HttpAnswer, url: URL, isHostAllowed: (url: URL) => boolean): AnswerKind {
  const { status } = answer;
  if (status >= 200 && status < 300) return { kind: "content", status, contentType: answer.contentType, body: answer.body };
  if (!redirectStatuses.has(status)) return { kind: "failed", reason: `HTTP ${status}`, httpStatus: status };
  if (!answer.location) return { kind: "failed", reason: `HTTP ${status} without a Location`, httpStatus: status };
  const target = normalizeCrawlUrl(answer.location, url);
  if (!target) return { kind: "failed", reason: "redirected to a URL that is not http or https", httpStatus: status };
  if (!isHostAllowed(target)) return { kind: "failed", reason: `redirected to another host (${hostKey(target)})`, httpStatus: status };
  return { kind: "redirect", status, target };
}
