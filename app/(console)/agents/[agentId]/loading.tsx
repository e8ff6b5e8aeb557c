import { AgentTabLoading } from "@/components/agents/agent-tab-loading";

export default AgentTabLoading;
