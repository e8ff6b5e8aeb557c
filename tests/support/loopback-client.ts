import http from "node:http";

/**
 * A `fetch` whose connections leave from `localAddress` (any 127.x.y.z on Linux), so one test can be several
 * clients as the server's socket sees them, on loopback only. Enough of fetch for the console's sign-in.
 */
export function fetchFrom(localAddress: string): typeof fetch {
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const headers = Object.fromEntries(new Headers(init.headers));
    const body = init.body == null ? undefined : Buffer.from(String(init.body));
    if (body) headers["content-length"] = String(body.length);
    return new Promise<Response>((resolve, reject) => {
      const request = http.request(url, { method: init.method ?? "GET", headers, localAddress, family: 4 }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const responseHeaders = new Headers();
          for (let index = 0; index < response.rawHeaders.length; index += 2) {
            responseHeaders.append(response.rawHeaders[index]!, response.rawHeaders[index + 1]!);
          }
          const status = response.statusCode ?? 500;
          const hasBody = status !== 204 && status !== 304;
          resolve(new Response(hasBody ? Buffer.concat(chunks) : null, { status, headers: responseHeaders }));
        });
      });
      request.on("error", reject);
      request.end(body);
    });
  }) as typeof fetch;
}
