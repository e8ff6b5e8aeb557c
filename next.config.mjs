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

export default nextConfig;
