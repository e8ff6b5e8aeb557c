import type { ConsoleRole } from "@/lib/console/users/roles";

export declare const testPassword: string;
export declare const testUsers: Record<"superadmin" | "orgAdmin" | "operator" | "viewer" | "lockedOut", { email: string; name: string; role: ConsoleRole }>;
