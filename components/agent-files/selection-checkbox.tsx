"use client";

import { useEffect, useRef } from "react";

type Props = {
  label: string;
  /** "mixed" shows the indeterminate state of a header checkbox. */
  checked: boolean | "mixed";
  onChange: (isChecked: boolean) => void;
};

/** A row-selection checkbox: native, so it is keyboard- and screen-reader-ready as is. */
export function SelectionCheckbox({ label, checked, onChange }: Props) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = checked === "mixed";
  }, [checked]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked === true}
      onChange={(event) => onChange(event.target.checked)}
      className="size-4 rounded border-input accent-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none"
    />
  );
}
