"use client";

import type { Control } from "react-hook-form";

import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { fullHexColor } from "@/lib/live-chat/contrast";

import type { LiveChatFormOutput, LiveChatFormValues } from "./live-chat-form-values";

type Props = {
  control: Control<LiveChatFormValues, unknown, LiveChatFormOutput>;
  name: "color" | "textColor";
  label: string;
  description?: string;
};

/** A hex colour: typed (labelled, with its error) or picked from the swatch beside it. */
export function ColourField({ control, name, label, description }: Props) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const value = field.value ?? "";
        return (
          <FormItem>
            <FormLabel>{label}</FormLabel>
            <div className="flex items-center gap-2">
              <input
                type="color"
                aria-label={`${label}: pick a colour`}
                className="h-9 w-11 shrink-0 cursor-pointer rounded-md border border-input bg-transparent p-1 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none"
                value={fullHexColor(value) ?? "#000000"}
                onChange={(event) => field.onChange(event.target.value.toUpperCase())}
                onBlur={field.onBlur}
              />
              <FormControl>
                <Input
                  name={field.name}
                  ref={field.ref}
                  value={value}
                  onChange={(event) => field.onChange(event.target.value.trim())}
                  onBlur={field.onBlur}
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="#1F6FEB"
                  className="font-mono uppercase"
                />
              </FormControl>
            </div>
            {description ? <FormDescription>{description}</FormDescription> : null}
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
