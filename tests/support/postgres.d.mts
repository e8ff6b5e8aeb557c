export declare const testPostgresUrl: string;
export declare function isPostgresAvailable(url?: string): Promise<boolean>;
export declare function createScratchDatabase(url?: string): Promise<{ url: string; drop(): Promise<void> }>;
