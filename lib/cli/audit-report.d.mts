export declare const blockingSeverities: string[];
export type AuditReport = { available: false; reason: string } | { available: true; counts: Record<string, number>; blocking: string[] };
export declare function readAuditReport(text: string): AuditReport;
