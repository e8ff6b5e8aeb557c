export declare const testDistDir: string;
export declare const testSuperAdminKeys: { us: string; eu: string };
export type TestServer = {
  baseUrl: string;
  dataDir: string;
  stop(options?: { keepData?: boolean }): Promise<void>;
};
export declare function startTestServer(options: {
  port: number;
  databaseUrl?: string;
  dataDir?: string;
  env?: Record<string, string>;
}): Promise<TestServer>;
