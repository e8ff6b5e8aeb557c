"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { describeLoginError, loginSchema, type LoginInput } from "@/lib/console/auth/login-schema";

export function LoginForm({ callbackPath, initialError }: { callbackPath: string; initialError?: string }) {
  const [error, setError] = useState(initialError);
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });

  async function onSubmit(values: LoginInput) {
    setError(undefined);
    // The sign-in client is needed only once the form is sent, so the page does not load it up front.
    const result = await import("next-auth/react").then(({ signIn }) => signIn("credentials", { ...values, redirect: false })).catch(() => undefined);
    if (result?.ok && !result.error) {
      window.location.assign(callbackPath);
      return;
    }
    setError(describeLoginError(result?.error ?? "NETWORK"));
    form.setValue("password", "");
    form.setFocus("password");
  }

  return (
    <Card>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate>
            {error ? (
              <Alert variant="destructive" role="alert">
                <AlertDescription>{error}</AlertDescription>
              </Alert>
            ) : null}
            <TextField control={form.control} name="email" label="Email" type="email" autoComplete="username" autoFocus />
            <TextField control={form.control} name="password" label="Password" type="password" autoComplete="current-password" />
            <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? <Spinner label="Signing in" /> : null}
              Sign in
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
