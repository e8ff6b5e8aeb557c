/** A short Markdown handbook with two sections, the knowledge file the agent-service tests upload. */
export const handbook = [
  "# Handbook",
  "",
  "## Opening hours",
  "",
  "The shop is open from 9 to 5 on weekdays. On Saturdays it opens at 10.",
  "",
  "## Returns",
  "",
  "Items can be returned within 30 days with the receipt.",
].join("\n");
