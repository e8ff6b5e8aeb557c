"use client";

/** Shown only when the root layout itself fails; it cannot rely on the app's styles or providers. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", display: "grid", placeItems: "center", minHeight: "100vh", margin: 0 }}>
        <main style={{ maxWidth: 420, textAlign: "center", padding: 24 }}>
          <h1 style={{ fontSize: 20 }}>Switchboard could not be shown</h1>
          <p style={{ color: "#555" }}>The server ran into a problem{error.digest ? ` (reference ${error.digest})` : ""}. Try again in a moment.</p>
          <button type="button" onClick={reset} style={{ padding: "8px 16px", cursor: "pointer" }}>
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
