"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Play } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { planRequestError } from "@/components/ui/form-request-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import type { ReplyMode } from "@/lib/queries/playground/reply-mode";
import { usePlaygroundPromptMutation } from "@/lib/queries/playground/use-playground-prompt-mutation";
import { playgroundPromptBody } from "@/lib/schemas/console/playground";

import { PromptResult } from "./prompt-result";

const promptForm = playgroundPromptBody.pick({ prompt: true });
type PromptForm = { prompt: string };

type Props = { organizationId: string; agentId: string; answerer: string; mode: ReplyMode };

/** A one-off prompt outside any conversation, optionally with a file the browser uploads first. */
export function PromptRunner({ organizationId, agentId, answerer, mode }: Props) {
  const run = usePlaygroundPromptMutation(organizationId, agentId);
  const form = useForm<PromptForm>({ resolver: zodResolver(promptForm), defaultValues: { prompt: "" } });
  const [file, setFile] = useState<File | undefined>(undefined);
  const fileId = useId();

  const onSubmit = form.handleSubmit(({ prompt }) => run.mutate({ prompt, file, mode }));
  const uploading = run.uploadProgress !== undefined;
  // A file the agent cannot read (too large, of another type, a scan without text) is the file field's error.
  const fileError = run.error ? planRequestError(run.error, ["files"] as const).fields[0]?.message : undefined;
  const describedBy = [`${fileId}-hint`, fileError ? `${fileId}-error` : ""].filter(Boolean).join(" ");

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h3>One-off prompt</h3>
        </CardTitle>
        <CardDescription>A single question outside any conversation, with a file attached if you like.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Form {...form}>
          <form onSubmit={onSubmit} className="grid gap-4" noValidate>
            <TextField control={form.control} name="prompt" label="Prompt" rows={3} placeholder="Summarise the attached file." />
            <div className="grid gap-2">
              <Label htmlFor={fileId}>Attach a file (optional)</Label>
              <Input
                id={fileId}
                type="file"
                aria-describedby={describedBy}
                aria-invalid={fileError ? true : undefined}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? undefined);
                  run.reset();
                }}
              />
              <p id={`${fileId}-hint`} className="text-sm text-muted-foreground">
                Your browser uploads it straight to the AI Agent API, up to 25 MiB. The agent reads PDF, Markdown and plain-text files up to 10 MiB and names
                the file it answers from; images go to a configured model.
              </p>
              {fileError ? (
                <p id={`${fileId}-error`} role="alert" className="text-sm font-medium text-destructive">
                  {fileError}
                </p>
              ) : null}
            </div>
            <Button type="submit" className="w-fit" disabled={run.isPending}>
              {run.isPending ? <Spinner label="Running the prompt" /> : <Play aria-hidden="true" />}
              Run prompt
            </Button>
          </form>
        </Form>
        <div aria-live="polite" className="grid gap-2">
          {uploading && file ? (
            <div className="grid gap-1">
              <p className="text-xs text-muted-foreground">
                Uploading {file.name}: {Math.round((run.uploadProgress ?? 0) * 100)}%
              </p>
              <Progress value={Math.round((run.uploadProgress ?? 0) * 100)} aria-label={`Uploading ${file.name}`} />
            </div>
          ) : null}
          {run.isPending && !uploading ? <p className="text-sm text-muted-foreground">{answerer} is answering…</p> : null}
          {!run.isPending ? (
            <PromptResult
              result={run.data}
              error={fileError ? null : run.error}
              answerer={answerer}
              onRetry={() => run.variables && run.mutate(run.variables)}
            />
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
