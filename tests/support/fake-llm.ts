import { createServer, type Server } from "node:http";

/**
 * An OpenAI-compatible chat endpoint standing in for a model provider, which tests cannot reach.
 * `delayMs` holds each answer back, to keep a reply in flight.
 */
export async function startFakeLlm(options: { answer: string; delayMs?: number }) {
  let requests = 0;
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      requests += 1;
      setTimeout(() => {
        if (request.url?.endsWith("/chat/completions")) {
          response.writeHead(200, { "content-type": "application/json" });
          response.end(
            JSON.stringify({
              id: `chatcmpl-${requests}`,
              object: "chat.completion",
              choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: options.answer } }],
              usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
            }),
          );
        } else {
          response.writeHead(404).end();
        }
      }, options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get requests() {
      return requests;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
