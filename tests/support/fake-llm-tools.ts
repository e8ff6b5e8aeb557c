import { createServer, type Server } from "node:http";

type ChatRequest = { messages: { role: string; content: string | null }[]; tools?: { function: { name: string } }[] };

/**
 * An OpenAI-compatible chat endpoint that calls a function: offered a tool named `call.name`, it asks
 * for it with `call.arguments`; once given the tool's result, it answers `answer(result)`. Without
 * that tool it answers `withoutTool`. Every request body is kept, in order.
 */
export async function startFakeToolLlm(options: {
  call: { name: string; arguments: Record<string, unknown> };
  answer: (toolResult: string) => string;
  withoutTool?: string;
}) {
  const requests: ChatRequest[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      if (!request.url?.endsWith("/chat/completions")) {
        response.writeHead(404).end();
        return;
      }
      const chat = JSON.parse(body) as ChatRequest;
      requests.push(chat);
      const last = chat.messages.at(-1);
      const isOffered = chat.tools?.some((tool) => tool.function.name === options.call.name) ?? false;
      const message =
        last?.role === "tool"
          ? { role: "assistant", content: options.answer(last.content ?? "") }
          : isOffered
            ? {
                role: "assistant",
                content: null,
                tool_calls: [
                  { id: `call_${requests.length}`, type: "function", function: { name: options.call.name, arguments: JSON.stringify(options.call.arguments) } },
                ],
              }
            : { role: "assistant", content: options.withoutTool ?? "I have no tool for that." };
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: "chat.completion",
          choices: [{ index: 0, finish_reason: "tool_calls" in message ? "tool_calls" : "stop", message }],
          usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
