/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Test builds go to their own folder so they never clobber the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg"],
  experimental: {
    authInterrupts: true,
  },
};

export default nextConfig;
