import { AlertTriangle, RotateCw } from "lucide-react";

import { LimitReachedLink } from "@/components/limits/limit-reached-link";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { limitOf } from "@/lib/queries/console-fetch";
import type { PlaygroundPromptResult } from "@/lib/schemas/console/playground";
import { countOf } from "@/lib/utils/plural";

type Props = { result?: PlaygroundPromptResult; error?: Error | null; answerer: string; onRetry: () => void };

/** The answer to a one-off prompt, or why there is none with a way to run it again. */
export function PromptResult({ result, error, answerer, onRetry }: Props) {
  const failure = error?.message ?? (result?.status === "failed" ? (result.error ?? "The agent could not answer.") : undefined);
  if (failure) {
    return (
      <Alert variant="destructive">
        <AlertTriangle aria-hidden="true" />
        <AlertTitle>{limitOf(error) ? "The prompt got no answer: limit reached" : "The prompt got no answer"}</AlertTitle>
        <AlertDescription>
          <p>{failure}</p>
          <LimitReachedLink limit={limitOf(error)} />
          <Button type="button" size="sm" variant="outline" className="mt-2" onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            Run again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (result?.status !== "completed") return null;
  return (
    <section aria-label={`${answerer}'s answer`} className="grid gap-1 rounded-lg bg-muted px-3 py-2 text-sm">
      <h4 className="text-xs font-medium text-muted-foreground">{answerer}&apos;s answer</h4>
      <p className="break-words whitespace-pre-wrap">{result.response ?? ""}</p>
      {result.totalTokens !== null ? <p className="text-xs text-muted-foreground">{countOf(result.totalTokens, "token")}</p> : null}
    </section>
  );
}
