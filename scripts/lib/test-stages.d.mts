export type TestStage = { name: string; script: string };
export type StageRun = { name: string; seconds: number; ok: boolean };

export const testStages: TestStage[];
export function minutes(seconds: number): string;
export function stageLines(ran: StageRun[]): string[];
