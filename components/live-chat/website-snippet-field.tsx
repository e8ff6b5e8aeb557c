"use client";

import { CopyButton } from "@/components/ui/copy-button";
import { Field } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";

/** The one line to paste into the website's pages, read-only, with a button that copies it. */
export function WebsiteSnippetField({ snippet }: { snippet: string }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <Field
        label="Snippet"
        description={
          <>
            Paste it into every page of your website, just before <code className="font-mono">&lt;/body&gt;</code>.
          </>
        }
        className="min-w-0 flex-1"
      >
        <Textarea
          readOnly
          rows={2}
          value={snippet}
          spellCheck={false}
          className="resize-none font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
      </Field>
      <div className="sm:mt-[1.375rem]">
        <CopyButton text={snippet} label="Copy snippet" what="The snippet" />
      </div>
    </div>
  );
}
