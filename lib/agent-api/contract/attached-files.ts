/** What the OpenAPI document says of the files attached to a message or prompt: the agent reads them. */
export const attachedFilesAreRead =
  "Files in `files` are read for the answer: the text of PDF, Markdown and plain-text files (each up to 10 MiB and 500,000 characters), " +
  "and images (PNG, JPEG, GIF, WebP), which go to the configured model; without one, the reply says which images it received but cannot read. " +
  "An answer drawn from a file names it at the end of the text (and, for a message, in `fullAIResponse.fileCitations` with the file's id). " +
  "A file the agent cannot read (too large, of another type, or a PDF without a text layer) is refused with 400 before anything is stored: " +
  "the detail's field is `files.N` and its message names the file.";
