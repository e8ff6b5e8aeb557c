export { testPassword, testUsers } from "./test-users.mjs";
export { testSuperAdminKeys } from "./test-server.mjs";
