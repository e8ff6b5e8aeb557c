import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants.js";

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
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

/** Pages get a nonce-based policy from proxy.ts; JSON answers need none of what a page loads. */
const apiPolicy = "default-src 'none'; frame-ancestors 'none'";
/** The API reference loads its own scripts and styles, from this origin. */
const referencePolicy = "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

nextConfig.headers = async () => [
  { source: "/:path*", headers: everywhere },
  // The widget's page is framed by the websites its own policy names (frame-ancestors); nothing else is.
  { source: "/:path((?!widget/).*)", headers: [{ key: "X-Frame-Options", value: "DENY" }] },
  { source: "/widget.js", headers: [{ key: "Cache-Control", value: "public, max-age=300" }] },
  // Content-hashed names only: the development server's fixed names change in place.
  { source: "/widget-assets/:file([\\w-]+-[A-Z0-9]{8}\\.(?:js|css))", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
  {
    source: "/:path*",
    has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
    headers: [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }],
  },
  { source: "/api/console/:path*", headers: [{ key: "Content-Security-Policy", value: apiPolicy }] },
  { source: "/api/auth/:path*", headers: [{ key: "Content-Security-Policy", value: apiPolicy }] },
  // The embedded AI Agent API answers with JSON: nothing to run or frame in it (it keeps its answers out of caches itself).
  { source: "/:prefix(api/external|external|api/v1|regions/eu)/:path*", headers: [{ key: "Content-Security-Policy", value: apiPolicy }] },
  {
    source: "/:prefix(api/external|external|regions/eu/api/external|regions/eu/external)/docs/:path*",
    headers: [{ key: "Content-Security-Policy", value: referencePolicy }],
  },
];

/**
 * The widget's browser code (lib/widget/build/build-widget.mjs) is built here, when Next.js loads its
 * configuration to build or to run the development server: every way the app is built (`npm start`, `npm test`,
 * `npm run build`, the reliability and benchmark runs, a bare `next build`) passes through this file, where a hook
 * in one launcher would miss the others. The manifest of hashed files goes into the server code, so a server links
 * the files of its own build. The development server rebuilds the widget when a source changes.
 */
export default async function config(phase) {
  if (phase !== PHASE_PRODUCTION_BUILD && phase !== PHASE_DEVELOPMENT_SERVER) return nextConfig;
  // Loaded only to build: a server started from a finished build needs neither it nor esbuild.
  const { buildWidget, buildWidgetAndWatch } = await import("./lib/widget/build/build-widget.mjs");
  const manifest = phase === PHASE_DEVELOPMENT_SERVER ? await buildWidgetAndWatch() : await buildWidget();
  return { ...nextConfig, env: { ...nextConfig.env, SWITCHBOARD_WIDGET_ASSETS: JSON.stringify(manifest) } };
}
