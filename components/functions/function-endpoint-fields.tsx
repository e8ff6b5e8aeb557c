"use client";

import type { Control } from "react-hook-form";

import { HeaderRowsField } from "@/components/ui/header-rows-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { functionMethods, type CreateFunctionBody } from "@/lib/schemas/agent-api/functions";

import type { FunctionFormValues } from "./function-form-schema";

const methodOptions = functionMethods.map((method) => ({ value: method, label: method }));

type Props = { control: Control<FunctionFormValues, unknown, CreateFunctionBody> };

/** Where a call goes: method, URL and headers. */
export function FunctionEndpointFields({ control }: Props) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
        <SelectField control={control} name="endpoint.method" label="Method" options={methodOptions} />
        <TextField control={control} name="endpoint.url" label="URL" type="url" placeholder="https://api.example.com/weather" />
      </div>
      <HeaderRowsField control={control} name="endpoint.headers" description="Sent with every call, e.g. the endpoint's Authorization header." />
    </div>
  );
}
