export const requiredNode: { major: number; minor: number };
export function nodeTooOld(version: string): string | null;
