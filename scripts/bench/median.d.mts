// Types for the unit tests (median.mjs stays plain JavaScript, run by node).
export function median(values: number[]): number;
