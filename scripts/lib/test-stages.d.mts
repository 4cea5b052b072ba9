/** Lanes run at the same time, each its npm scripts in order. */
export type TestStage = { name: string; lanes: string[][] };
export type StageRun = { name: string; seconds: number; ok: boolean };

export const testStages: TestStage[];
export function minutes(seconds: number): string;
export function stageLines(ran: StageRun[]): string[];
