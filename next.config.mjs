/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Test builds go to their own folder so they never clobber the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // `npm test` type-checks the whole project as its first step; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg"],
  experimental: {
    authInterrupts: true,
  },
};

const everywhere = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

/** Pages get a nonce-based policy from proxy.ts; JSON answers need none of what a page loads. */
const apiPolicy = "default-src 'none'; frame-ancestors 'none'";
/** The API reference loads its own scripts and styles, from this origin. */
const referencePolicy = "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

nextConfig.headers = async () => [
  { source: "/:path*", headers: everywhere },
  {
    source: "/:path*",
    has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
    headers: [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }],
  },
  { source: "/api/console/:path*", headers: [{ key: "Content-Security-Policy", value: apiPolicy }] },
  { source: "/api/auth/:path*", headers: [{ key: "Content-Security-Policy", value: apiPolicy }] },
  // The embedded AI Agent API answers with JSON: nothing to run or frame in it (it keeps its answers out of caches itself).
  { source: "/:prefix(api/external|external|api/v1|regions/eu)/:path*", headers: [{ key: "Content-Security-Policy", value: apiPolicy }] },
  { source: "/:prefix(api/external|external|regions/eu/api/external|regions/eu/external)/docs/:path*", headers: [{ key: "Content-Security-Policy", value: referencePolicy }] },
];

export default nextConfig;
