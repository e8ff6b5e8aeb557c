export type SuiteFigures = { suite: string } & Partial<Record<string, number | string | string[] | undefined>>;
export declare const mustBeZero: Record<string, string>;
export declare function summaryLines(figures: readonly SuiteFigures[]): string[];
export declare function breaches(figures: readonly SuiteFigures[]): string[];
