export declare const testDistDir: string;
export declare const testVaultMasterKey: string;
export declare const testSuperAdminKeys: { us: string; eu: string };
export type TestServer = {
  baseUrl: string;
  dataDir: string;
  /** Everything the server printed. */
  logFile: string;
  stop(options?: { keepData?: boolean; signal?: NodeJS.Signals }): Promise<void>;
};
export declare function startTestServer(options: {
  port: number;
  databaseUrl?: string;
  dataDir?: string;
  env?: Record<string, string>;
  /** Add the test users to a fresh database; default: when no data directory is given. */
  seed?: boolean;
}): Promise<TestServer>;
