import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

export type BulkFailure = { key: string; name: string; reason: string };

type Props = {
  /** How many were not done, and what: "The access of 2 operators could not be changed". */
  title: string;
  /** Each row the action was refused for, by name, with the reason. */
  failures: readonly BulkFailure[];
  /** What follows the list: what happened to the others, how to try again. */
  children?: ReactNode;
};

/** After an action on several selected rows, the rows it could not be done for, each named with its reason. */
export function BulkFailuresAlert({ title, failures, children }: Props) {
  return (
    <Alert variant="destructive">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle className="line-clamp-none">{title}</AlertTitle>
      <AlertDescription>
        <ul className="list-disc pl-5">
          {failures.map((failure) => (
            <li key={failure.key}>
              {failure.name}: {failure.reason}
            </li>
          ))}
        </ul>
        {children}
      </AlertDescription>
    </Alert>
  );
}
