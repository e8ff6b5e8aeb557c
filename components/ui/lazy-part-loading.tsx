import { Spinner } from "@/components/ui/spinner";

/** What a dialog shows for the moment its form or list is still loading (they load when first opened, not with the page). */
export function LazyPartLoading({ label }: { label: string }) {
  return (
    <div className="flex min-h-24 items-center justify-center text-muted-foreground">
      <Spinner label={label} />
    </div>
  );
}
