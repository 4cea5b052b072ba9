/** One choice of a select: `value` is what is sent, `label` what the visitor reads. */
export type Option = { value: string; label: string };
