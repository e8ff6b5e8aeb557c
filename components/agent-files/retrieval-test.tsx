"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Info, SearchX } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Form } from "@/components/ui/form";
import { formIssueMessage } from "@/components/ui/form-issue-message";
import { showRequestError } from "@/components/ui/form-request-error";
import { FormServerError } from "@/components/ui/form-server-error";
import { PanelSection } from "@/components/ui/panel-section";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { useRetrievalTestMutation } from "@/lib/queries/agent-files/use-retrieval-test-mutation";
import { retrievalTestBody, type RetrievalTestResult, type RetrievalTestValues } from "@/lib/schemas/console/agent-files";

import { RetrievalPassages } from "./retrieval-passages";

type Props = { organizationId: string; agentId: string; isFileSearchEnabled: boolean | undefined };

function RetrievalOutcome({ result, isFileSearchEnabled }: { result: RetrievalTestResult; isFileSearchEnabled: boolean | undefined }) {
  if (!result.isAvailable) {
    return (
      <Alert variant="warning">
        <Info aria-hidden="true" />
        <AlertTitle>This deployment does not offer a retrieval test</AlertTitle>
        <AlertDescription>
          The AI Agent API this organization uses has no knowledge search. Ask the agent in a conversation to see what it answers from.
        </AlertDescription>
      </Alert>
    );
  }
  if (result.passages.length > 0) return <RetrievalPassages passages={result.passages} />;
  return (
    <EmptyState
      icon={SearchX}
      titleAs="h3"
      title="No passage answers this question"
      description={
        isFileSearchEnabled === false
          ? "File search is off for this agent, so it answers from none of its knowledge. Turn it on in the agent's settings on the Overview tab."
          : "The agent would say it does not know and hand the conversation to a person. Add a file that answers it, or ask in other words."
      }
    />
  );
}

/** Ask a question and see which passages of its knowledge the agent would answer from, with their scores. */
export function RetrievalTest({ organizationId, agentId, isFileSearchEnabled }: Props) {
  const search = useRetrievalTestMutation(organizationId, agentId);
  const form = useForm<RetrievalTestValues, unknown, z.output<typeof retrievalTestBody>>({
    resolver: zodResolver(retrievalTestBody, { error: formIssueMessage }),
    defaultValues: { query: "" },
  });

  async function onSubmit(values: z.output<typeof retrievalTestBody>) {
    try {
      await search.mutateAsync(values);
    } catch (error) {
      showRequestError(form, error, ["query"]);
    }
  }

  return (
    <PanelSection
      title="Retrieval test"
      description="Ask what a user might ask: the passages the agent would answer from are listed best first, with their scores."
    >
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-3" noValidate>
          <FormServerError message={form.formState.errors.root?.server?.message} />
          <TextField control={form.control} name="query" label="Question" rows={2} placeholder="e.g. How long do I have to return an item?" />
          <div>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? <Spinner label="Searching the agent's knowledge" /> : null}
              Find passages
            </Button>
          </div>
        </form>
      </Form>
      <div aria-live="polite">{search.isSuccess ? <RetrievalOutcome result={search.data} isFileSearchEnabled={isFileSearchEnabled} /> : null}</div>
    </PanelSection>
  );
}
