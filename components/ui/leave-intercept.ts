/** What the guard needs of a click: the button and keys held, and whether someone already handled it. */
export type LinkClick = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
};

/** What the guard needs of the clicked link: its href as written, its target and whether it downloads. */
export type ClickedLink = { href: string | null; target: string; isDownload: boolean };

/**
 * Where a click on a link would take this page away to, or null when the click leaves the page as it is: a
 * click with a modifier or another button (a new tab or window), a link to another tab or window, a download,
 * another site or scheme (the browser's own warning covers those), or a jump within the same page.
 * The answer is the destination as a path, search and hash, ready for the router.
 */
export function leavingDestination(click: LinkClick, link: ClickedLink, currentHref: string): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((link.target && link.target !== "_self") || link.isDownload || link.href === null) return null;
  const current = new URL(currentHref);
  let destination: URL;
  try {
    destination = new URL(link.href, current);
  } catch {
    return null;
  }
  if (destination.origin !== current.origin) return null;
  if (destination.pathname === current.pathname && destination.search === current.search) return null;
  return `${destination.pathname}${destination.search}${destination.hash}`;
}

/**
 * How many steps through the history a Back or Forward took (negative for Back), from the entry's index before
 * and after (the Navigation API's). A browser without it reports no indexes: the step is taken for Back, the
 * usual one.
 */
export function traversalDelta(fromIndex: number | undefined, toIndex: number | undefined): number {
  if (fromIndex === undefined || toIndex === undefined || fromIndex < 0 || toIndex < 0) return -1;
  return toIndex - fromIndex;
}

/** The leave dialog's explanation: which forms hold the changes that would be lost. */
export function unsavedChangesDescription(subjects: readonly string[]): string {
  const named = [...new Set(subjects)];
  const changes = named.length === 0 ? "Your changes are" : `Your changes to ${new Intl.ListFormat("en", { type: "conjunction" }).format(named)} are`;
  return `${changes} not saved yet. If you leave this page now, they are lost.`;
}
