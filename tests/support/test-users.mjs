/** Console users every test server starts with, one per role. */
export const testPassword = "correct-horse-battery-staple";

export const testUsers = {
  superadmin: { email: "root@switchboard.test", name: "Sam Super", role: "superadmin" },
  orgAdmin: { email: "admin@acme.test", name: "Ada Admin", role: "org_admin" },
  operator: { email: "operator@acme.test", name: "Otto Operator", role: "operator" },
  viewer: { email: "viewer@acme.test", name: "Vera Viewer", role: "viewer" },
  /** Only the sign-in throttling test uses it: it ends up locked out. */
  lockedOut: { email: "locked-out@acme.test", name: "Luca Lockout", role: "viewer" },
};
