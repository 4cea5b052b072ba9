export const requiredNodeMajor: number;
export function nodeTooOld(version: string): string | null;
