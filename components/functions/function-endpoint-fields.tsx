"use client";

import type { Control } from "react-hook-form";

import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { HeaderRowsField } from "@/components/ui/header-rows-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { functionMethods, type CreateFunctionBody } from "@/lib/schemas/agent-api/functions";

import type { FunctionFormValues } from "./function-form-schema";

type Props = { control: Control<FunctionFormValues, unknown, CreateFunctionBody> };

/** Where a call goes: method, URL and headers. */
export function FunctionEndpointFields({ control }: Props) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <FormField
          control={control}
          name="endpoint.method"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Method</FormLabel>
              <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                <FormControl>
                  <SelectTrigger className="w-full" ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {functionMethods.map((method) => (
                    <SelectItem key={method} value={method}>
                      {method}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="endpoint.url"
          render={({ field }) => (
            <FormItem>
              <FormLabel>URL</FormLabel>
              <FormControl>
                <Input type="url" placeholder="https://api.example.com/weather" autoComplete="off" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
      <HeaderRowsField control={control} name="endpoint.headers" description="Sent with every call, e.g. the endpoint&apos;s Authorization header." />
    </div>
  );
}
