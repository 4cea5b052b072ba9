export * from './measures';
export * from './gender';
