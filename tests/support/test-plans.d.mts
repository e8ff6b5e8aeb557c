export declare const testAgentsAmount: number;
export declare const roomyPlanTitles: string[];
