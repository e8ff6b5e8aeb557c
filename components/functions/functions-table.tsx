"use client";

import type { ReactNode } from "react";

import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { FunctionView } from "@/lib/schemas/console/functions";

import { DeleteFunctionButton } from "./delete-function-button";
import { EditFunctionDialog } from "./function-dialog";
import { FunctionEnabledSwitch } from "./function-enabled-switch";

type Props = {
  organizationId: string;
  functions: FunctionView[];
  /** The on/off control of a row; the library's switch by default. */
  renderEnabled?: (item: FunctionView) => ReactNode;
  /** The edit and delete actions of a row; the library's by default. */
  renderActions?: (item: FunctionView) => ReactNode;
};

/** Functions (the library's, or an agent's): each one's name, what it does, where it calls, and whether it is on. */
export function FunctionsTable({ organizationId, functions, renderEnabled, renderActions }: Props) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Description</TableHead>
          <TableHead>Endpoint</TableHead>
          <TableHead>Enabled</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {functions.map((item) => (
          <TableRow key={item.id}>
            <TableCell className="font-mono text-sm font-medium">{item.name}</TableCell>
            <TableCell className="max-w-sm whitespace-normal text-muted-foreground">{item.description || "—"}</TableCell>
            <TableCell>
              <span className="flex items-center gap-2">
                <Badge variant="outline" className="font-mono">
                  {item.endpoint.method}
                </Badge>
                <span className="max-w-xs truncate font-mono text-xs" title={item.endpoint.url}>
                  {item.endpoint.url}
                </span>
              </span>
            </TableCell>
            <TableCell>{renderEnabled ? renderEnabled(item) : <FunctionEnabledSwitch organizationId={organizationId} item={item} />}</TableCell>
            <TableCell>
              <span className="flex justify-end gap-1">
                {renderActions ? (
                  renderActions(item)
                ) : (
                  <>
                    <EditFunctionDialog organizationId={organizationId} item={item} />
                    <DeleteFunctionButton organizationId={organizationId} item={item} />
                  </>
                )}
              </span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
