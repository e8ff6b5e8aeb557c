"use client";

import { PanelSection } from "@/components/ui/panel-section";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { useLiveChatQuery } from "@/lib/queries/live-chat/use-live-chat-query";

import { LiveChatForm } from "./live-chat-form";
import { LiveChatSkeleton } from "./live-chat-skeleton";
import { WebsiteEmbedCard } from "./website-embed-card";

type Props = { organizationId: string; agentId: string };

/** The Live chat tab: the agent's widget in its loading, error and loaded states. */
export function LiveChatPanel({ organizationId, agentId }: Props) {
  const liveChat = useLiveChatQuery(organizationId, agentId);
  return (
    <PanelSection title="Live chat" description="The chat widget on your site: how it looks, what it says and when your team answers." className="grid gap-4">
      {liveChat.isPending ? <LiveChatSkeleton /> : null}
      {liveChat.isError ? <QueryErrorState title="The live chat could not be loaded" error={liveChat.error} onRetry={() => liveChat.refetch()} /> : null}
      {liveChat.isSuccess ? <LiveChatForm organizationId={organizationId} agentId={agentId} saved={liveChat.data} /> : null}
      <WebsiteEmbedCard organizationId={organizationId} agentId={agentId} isLiveChatOff={liveChat.data?.enabled === false} />
    </PanelSection>
  );
}
