import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * What one reliability suite saw, as the summary of `npm run test:reliability` counts it. Every figure is
 * optional: a suite reports the ones it measures.
 */
export type ReliabilityFigures = {
  suite: string;
  /** Operations, routes or pages the suite exercised. */
  targets?: number;
  /** Generated inputs or requests sent. */
  inputs?: number;
  /** Answers of 5xx where none is allowed. */
  serverErrors?: number;
  /** Faults the embedded service injected (errors, rate limits, drops, delays). */
  faultsInjected?: number;
  /** Actions confirmed, including those that needed a retry. */
  actionsCompleted?: number;
  messagesLost?: number;
  messagesDuplicated?: number;
  /** Crashes (SIGKILL) or outages after which everything finished exactly once. */
  restartsSurvived?: number;
  /** Secrets found where they must never be. */
  canaryLeaks?: number;
  /** Attacks the suite made that the console or the service turned away as it should (an oversized body, a forged address, a stranger's lock-out, an action on another's claim). */
  attacksRepelled?: number;
  /** Attacks that got through: each must be 0. */
  defensesBreached?: number;
  /** Checks that failed, in words; the suite's own assertions fail the run. */
  failures?: string[];
};

/** Where suites leave their figures for the summary. */
export const reliabilityDirectory = path.join(process.cwd(), ".data", "reliability");

/** Writes a suite's figures to `.data/reliability/<file>.json`. */
export function recordReliabilityFigures(file: string, figures: ReliabilityFigures) {
  mkdirSync(reliabilityDirectory, { recursive: true });
  writeFileSync(path.join(reliabilityDirectory, `${file}.json`), `${JSON.stringify({ ...figures, finishedAt: new Date().toISOString() }, null, 2)}\n`);
}
