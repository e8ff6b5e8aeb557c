"use client";

import { ExternalLink, Info } from "lucide-react";
import { useId } from "react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useWidgetSettingsQuery } from "@/lib/queries/widget-settings/use-widget-settings-query";

import { WebsiteEmbedForm } from "./website-embed-form";
import { WebsiteSnippetField } from "./website-snippet-field";

type Props = {
  organizationId: string;
  agentId: string;
  /** The saved live-chat configuration is switched off: websites show nothing until it is on. */
  isLiveChatOff?: boolean;
};

/**
 * The chat on the organization's own website: the snippet to paste, the websites allowed to show it, and the
 * pre-chat form. It has its own Save: the tab's save bar does not save it.
 */
export function WebsiteEmbedCard({ organizationId, agentId, isLiveChatOff = false }: Props) {
  const settings = useWidgetSettingsQuery(organizationId, agentId);
  const titleId = useId();
  const previewUrl = settings.data?.previewUrl;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle asChild>
          <h3 id={titleId} className="text-base">
            On your website
          </h3>
        </CardTitle>
        <CardDescription>
          Put the chat on your own site with one line. These settings are saved on their own, with the Save button of this card.
        </CardDescription>
        {previewUrl ? (
          <CardAction>
            <Button asChild variant="outline" size="sm">
              <a href={previewUrl} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Open preview
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-6">
        {isLiveChatOff ? (
          <Alert>
            <Info aria-hidden="true" />
            <AlertTitle>Live chat is off</AlertTitle>
            <AlertDescription>Websites show no chat until you turn live chat on above and save. The preview works either way.</AlertDescription>
          </Alert>
        ) : null}
        {settings.isPending ? <WebsiteEmbedSkeleton /> : null}
        {settings.isError ? (
          <QueryErrorState title="The website settings could not be loaded" error={settings.error} onRetry={() => settings.refetch()} />
        ) : null}
        {settings.isSuccess ? (
          <>
            <WebsiteSnippetField snippet={settings.data.snippet} />
            <WebsiteEmbedForm organizationId={organizationId} agentId={agentId} saved={settings.data} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

function WebsiteEmbedSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading the website settings…
      </span>
      <Skeleton className="h-16" />
      <Skeleton className="h-24" />
      <Skeleton className="h-9 w-64" />
    </div>
  );
}
