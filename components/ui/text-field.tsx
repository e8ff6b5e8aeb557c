"use client";

import type { ReactNode } from "react";
import type { Control, FieldPathByValue, FieldValues } from "react-hook-form";

import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

type Props<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, string | undefined>;
  label: string;
  description?: ReactNode;
  /** A textarea of this many rows instead of a one-line box. */
  rows?: number;
  type?: "text" | "url" | "date" | "search" | "email" | "password";
  placeholder?: string;
  /** What the browser may fill in ("username", "new-password"…); "off" unless given. */
  autoComplete?: string;
  autoFocus?: boolean;
  /** A key or code: monospaced, without spelling checks. */
  isCode?: boolean;
  /** An empty box means "not set" (sent as no value) rather than an empty text. */
  isEmptyUnset?: boolean;
  className?: string;
};

const codeBox = { spellCheck: false, className: "font-mono" };

/** A labelled text box of a react-hook-form form, with its description and its error. */
export function TextField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  description,
  rows,
  type = "text",
  placeholder,
  autoComplete = "off",
  autoFocus,
  isCode = false,
  isEmptyUnset = false,
  className,
}: Props<Values, Output>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const box = {
          name: field.name,
          ref: field.ref,
          onBlur: field.onBlur,
          value: field.value ?? "",
          placeholder,
          onChange: (event: { target: { value: string } }) => field.onChange(isEmptyUnset && !event.target.value ? undefined : event.target.value),
        };
        return (
          <FormItem className={className}>
            <FormLabel>{label}</FormLabel>
            <FormControl>
              {rows ? (
                <Textarea rows={rows} {...box} />
              ) : (
                <Input type={type} autoComplete={autoComplete} autoFocus={autoFocus} {...(isCode ? codeBox : {})} {...box} />
              )}
            </FormControl>
            {description ? <FormDescription>{description}</FormDescription> : null}
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
