import { Badge } from "@/components/ui/badge";
import type { AgentSkill } from "@/lib/schemas/console/agents";

import { skillStatusBadges } from "./agent-labels";

/** The agent's skills as the deployment reports them, each with its status. */
export function AgentSkills({ skills }: { skills: AgentSkill[] }) {
  return (
    <section className="space-y-3 rounded-lg border p-4 sm:p-6" aria-labelledby="agent-skills-title">
      <div className="space-y-1">
        <h2 id="agent-skills-title" className="text-base font-semibold">
          Skills
        </h2>
        <p className="text-sm text-muted-foreground">As the deployment reports them.</p>
      </div>
      {skills.length === 0 ? (
        <p className="text-sm text-muted-foreground">The deployment reports no skills for this agent.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {skills.map((skill, index) => (
            <li key={`${skill.systemName}-${index}`}>
              <Badge variant={skillStatusBadges[skill.status]}>
                {skill.systemName}
                <span className="font-normal opacity-80">· {skill.status}</span>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
