"use client";

import { Slot } from "radix-ui";
import * as React from "react";
import { Controller, FormProvider, useFormContext, useFormState, type ControllerProps, type FieldPath, type FieldValues } from "react-hook-form";

import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils/cn";

const Form = FormProvider;

type FormFieldContextValue = { name: string };

const FormFieldContext = React.createContext<FormFieldContextValue | null>(null);

function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

type FormItemContextValue = {
  id: string;
  hasDescription: boolean;
  registerDescription: () => () => void;
};

const FormItemContext = React.createContext<FormItemContextValue | null>(null);

function useDescriptionRegistry() {
  const [descriptions, setDescriptions] = React.useState(0);
  const registerDescription = React.useCallback(() => {
    setDescriptions((n) => n + 1);
    return () => setDescriptions((n) => n - 1);
  }, []);
  return { hasDescription: descriptions > 0, registerDescription };
}

function useFormField() {
  const fieldContext = React.useContext(FormFieldContext);
  const itemContext = React.useContext(FormItemContext);
  if (!fieldContext) throw new Error("useFormField must be used within <FormField>");
  if (!itemContext) throw new Error("useFormField must be used within <FormItem>");

  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: fieldContext.name });
  const fieldState = getFieldState(fieldContext.name, formState);
  const { id } = itemContext;

  return {
    id,
    name: fieldContext.name,
    formItemId: `${id}-form-item`,
    formDescriptionId: `${id}-form-item-description`,
    formMessageId: `${id}-form-item-message`,
    hasDescription: itemContext.hasDescription,
    registerDescription: itemContext.registerDescription,
    ...fieldState,
  };
}

function FormItem({ className, ...props }: React.ComponentProps<"div">) {
  const id = React.useId();
  const { hasDescription, registerDescription } = useDescriptionRegistry();
  const value = React.useMemo(() => ({ id, hasDescription, registerDescription }), [id, hasDescription, registerDescription]);
  return (
    <FormItemContext.Provider value={value}>
      <div data-slot="form-item" className={cn("grid gap-2", className)} {...props} />
    </FormItemContext.Provider>
  );
}

function FormLabel({ className, ...props }: React.ComponentProps<typeof Label>) {
  const { error, formItemId } = useFormField();
  return <Label data-slot="form-label" data-error={!!error} className={cn("data-[error=true]:text-destructive", className)} htmlFor={formItemId} {...props} />;
}

function FormControl(props: React.ComponentProps<typeof Slot.Root>) {
  const { error, formItemId, formDescriptionId, formMessageId, hasDescription } = useFormField();
  const describedBy = [hasDescription && formDescriptionId, error && formMessageId].filter(Boolean).join(" ");
  return <Slot.Root data-slot="form-control" id={formItemId} aria-describedby={describedBy || undefined} aria-invalid={!!error} {...props} />;
}

function FormDescription({ className, ...props }: React.ComponentProps<"p">) {
  const { formDescriptionId, registerDescription } = useFormField();
  React.useEffect(() => registerDescription(), [registerDescription]);
  return <p data-slot="form-description" id={formDescriptionId} className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

function FormMessage({ className, children, ...props }: React.ComponentProps<"p">) {
  const { error, formMessageId } = useFormField();
  const body = error ? String(error.message ?? "") : children;
  if (!body) return null;
  return (
    <p data-slot="form-message" id={formMessageId} className={cn("text-sm text-destructive", className)} {...props}>
      {body}
    </p>
  );
}

type FieldProps = {
  label: React.ReactNode;
  description?: React.ReactNode;
  error?: React.ReactNode;
  /** Id of the control; generated when omitted. Don't also set `id` on the child. */
  htmlFor?: string;
  className?: string;
  /** Exactly one form control (input, textarea, select trigger, …). */
  children: React.ReactElement;
};

/** A label + control + description + error group for plain (non react-hook-form) forms. */
function Field({ label, description, error, htmlFor, className, children }: FieldProps) {
  const generatedId = React.useId();
  const id = htmlFor ?? generatedId;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description && descriptionId, error && errorId].filter(Boolean).join(" ");

  return (
    <div data-slot="field" className={cn("grid gap-2", className)}>
      <Label htmlFor={id} data-error={!!error} className="data-[error=true]:text-destructive">
        {label}
      </Label>
      <Slot.Root id={id} aria-describedby={describedBy || undefined} aria-invalid={error ? true : undefined}>
        {children}
      </Slot.Root>
      {description && (
        <p data-slot="field-description" id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {error && (
        <p data-slot="field-error" id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export { Field, Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, useFormField };
export type { FieldProps };
