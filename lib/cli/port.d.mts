export function isPortFree(port: number | string): Promise<boolean>;
export function describeBusyPort(port: number | string): string;
