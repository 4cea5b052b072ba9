export type { Option, OptionLocale } from './types';
export * from './measures';
export * from './colors';
export * from './gender';
