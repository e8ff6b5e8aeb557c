"use client";

import { Download } from "lucide-react";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

import { downloadCsv } from "./download-csv";

type Props = { label: string; fileName: string; build: () => string; disabled?: boolean };

/** Downloads figures on screen as a CSV file. */
export function ExportCsvButton({ label, fileName, build, disabled }: Props) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={disabled}
      onClick={() => {
        downloadCsv(fileName, build());
        toast.success(`Downloaded ${fileName}`);
      }}
    >
      <Download aria-hidden="true" />
      {label}
    </Button>
  );
}
