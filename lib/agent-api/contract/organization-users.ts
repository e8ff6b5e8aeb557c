import type { Operation } from "./operation";

export const organizationUsersOperations: Operation[] = [];
