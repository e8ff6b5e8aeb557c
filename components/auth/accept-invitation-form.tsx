"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";

import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { acceptInvitation } from "@/lib/console/contract/users";
import { callConsole } from "@/lib/queries/call-console";
import { ConsoleRequestError } from "@/lib/queries/console-fetch";
import { acceptInvitationBody } from "@/lib/schemas/console/users";

const formSchema = acceptInvitationBody
  .omit({ token: true })
  .extend({ confirmation: z.string() })
  .refine((values) => values.password === values.confirmation, { message: "The passwords do not match.", path: ["confirmation"] });
type FormValues = z.infer<typeof formSchema>;

export function AcceptInvitationForm({ token }: { token: string }) {
  const [error, setError] = useState<string>();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { name: "", password: "", confirmation: "" } });

  async function onSubmit(values: FormValues) {
    setError(undefined);
    try {
      const { email } = await callConsole(acceptInvitation, { body: { token, name: values.name, password: values.password } });
      const result = await signIn("credentials", { email, password: values.password, redirect: false });
      window.location.assign(result?.ok ? "/" : "/login");
    } catch (caught) {
      if (caught instanceof ConsoleRequestError) {
        for (const [field, message] of Object.entries(caught.fields)) {
          if (field === "name" || field === "password") form.setError(field, { message });
        }
        setError(caught.message);
      } else setError("The invitation could not be accepted. Try again.");
    }
  }

  const fields = [
    { name: "name", label: "Your name", type: "text", autoComplete: "name" },
    { name: "password", label: "Password", type: "password", autoComplete: "new-password" },
    { name: "confirmation", label: "Repeat the password", type: "password", autoComplete: "new-password" },
  ] as const;

  return (
    <Card>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate>
            {error ? (
              <Alert variant="destructive">
                <AlertDescription>{error}</AlertDescription>
              </Alert>
            ) : null}
            {fields.map((field) => (
              <TextField key={field.name} control={form.control} {...field} />
            ))}
            <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? <Spinner label="Joining" /> : null}
              Join
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
