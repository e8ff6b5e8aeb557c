"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Search } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";

import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { formIssueMessage } from "@/components/ui/form-issue-message";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { contactKinds, conversationUserSearch, type ConversationUserSearch } from "@/lib/schemas/console/agent-users";

import { contactKindLabels, contactKindPlaceholders } from "./conversation-user-labels";

const kindOptions = contactKinds.map((kind) => ({ value: kind, label: contactKindLabels[kind] }));

type Props = { onSearch: (search: ConversationUserSearch) => void; isSearching?: boolean; defaultValues?: Partial<ConversationUserSearch> };

/** Finds a conversation user of the agent by email, phone number or external id. */
export function ConversationUserSearchForm({ onSearch, isSearching = false, defaultValues }: Props) {
  const form = useForm<z.input<typeof conversationUserSearch>, unknown, ConversationUserSearch>({
    resolver: zodResolver(conversationUserSearch, { error: formIssueMessage }),
    defaultValues: { by: "email", value: "", ...defaultValues },
  });
  const by = useWatch({ control: form.control, name: "by" });

  return (
    <Form {...form}>
      <form
        role="search"
        aria-label="Find a conversation user"
        onSubmit={form.handleSubmit(onSearch)}
        className="grid items-start gap-3 sm:grid-cols-[12rem_1fr_auto]"
        noValidate
      >
        <SelectField control={form.control} name="by" label="Find by" options={kindOptions} />
        <TextField control={form.control} name="value" label={contactKindLabels[by] ?? "Contact"} placeholder={contactKindPlaceholders[by]} />
        <Button type="submit" variant="secondary" className="sm:mt-[1.375rem]" disabled={isSearching}>
          <Search aria-hidden="true" />
          Find user
        </Button>
      </form>
    </Form>
  );
}
