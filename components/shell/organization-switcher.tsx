"use client";

import { Building2, Check, ChevronsUpDown } from "lucide-react";

import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useConfirmLeave } from "@/components/ui/use-unsaved-changes-guard";
import { useSwitchOrganizationMutation } from "@/lib/queries/session/use-switch-organization-mutation";
import type { Region } from "@/lib/regions";

export type OrganizationOption = { id: string; name: string; region: Region };

export function OrganizationSwitcher({ organizations, currentId }: { organizations: OrganizationOption[]; currentId?: string }) {
  const switchOrganization = useSwitchOrganizationMutation();
  const confirmLeave = useConfirmLeave();
  const current = organizations.find((organization) => organization.id === currentId);

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          className="w-full justify-between gap-2 bg-sidebar px-3"
          aria-label={current ? `Organization: ${current.name}. Switch organization` : "Switch organization"}
          disabled={switchOrganization.isPending}
        >
          <span className="flex min-w-0 items-center gap-2">
            <Building2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="truncate">{current?.name ?? "No organization"}</span>
          </span>
          <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64">
        <DropdownMenuLabel>Organizations</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {organizations.length === 0 ? (
          <p className="px-2 py-1.5 text-sm text-muted-foreground">No organizations yet.</p>
        ) : (
          organizations.map((organization) => (
            <DropdownMenuItem
              key={organization.id}
              onSelect={() => organization.id !== currentId && confirmLeave(() => switchOrganization.mutate(organization.id))}
            >
              <span className="flex-1 truncate">{organization.name}</span>
              <span className="text-xs uppercase text-muted-foreground">{organization.region}</span>
              {organization.id === currentId ? <Check className="size-4" aria-label="Current" /> : null}
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
