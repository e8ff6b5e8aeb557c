"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { describeLoginError, loginSchema, type LoginInput } from "@/lib/console/auth/login-schema";

export function LoginForm({ callbackPath, initialError }: { callbackPath: string; initialError?: string }) {
  const [error, setError] = useState(initialError);
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });

  async function onSubmit(values: LoginInput) {
    setError(undefined);
    // The sign-in client is needed only once the form is sent, so the page does not load it up front.
    const result = await import("next-auth/react")
      .then(({ signIn }) => signIn("credentials", { ...values, redirect: false }))
      .catch(() => undefined);
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
            <FormField
              control={form.control}
              name="email"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Email</FormLabel>
                  <FormControl>
                    <Input type="email" autoComplete="username" autoFocus {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="password"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Password</FormLabel>
                  <FormControl>
                    <Input type="password" autoComplete="current-password" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
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
