import { expect } from 'vitest';

// Vitest types its asymmetric matchers as `any`, so that they fit any expected shape, and every use then
// reads as an unsafe assignment. Typed `unknown` they still fit toEqual and toMatchObject.

export const match = {
  any: (type: unknown): unknown => expect.any(type),
  stringMatching: (pattern: string | RegExp): unknown => expect.stringMatching(pattern),
  stringContaining: (text: string): unknown => expect.stringContaining(text),
  toSatisfy: <T>(predicate: (value: T) => boolean): unknown => expect.toSatisfy(predicate),
};
