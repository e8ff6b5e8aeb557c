"use client";

import { MessageSquareText } from "lucide-react";
import dynamic from "next/dynamic";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { LazyPartLoading } from "@/components/ui/lazy-part-loading";

/** The list and its form load when the dialog first opens, not with the inbox. */
const SavedRepliesPanel = dynamic(() => import("./saved-replies-panel").then((module) => module.SavedRepliesPanel), {
  loading: () => <LazyPartLoading label="Loading saved replies" />,
});

/** The organization's saved replies: the list, a way to add one, and to delete one. */
export function SavedRepliesDialog({ organizationId }: { organizationId: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <MessageSquareText aria-hidden="true" />
          Saved replies
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Saved replies</DialogTitle>
          <DialogDescription>Answers everyone in the organization can insert in a reply by typing / and the shortcut.</DialogDescription>
        </DialogHeader>
        <SavedRepliesPanel organizationId={organizationId} />
      </DialogContent>
    </Dialog>
  );
}
