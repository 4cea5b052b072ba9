import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { secretsIn, tokenCandidates } from '@/tests/support/e2e/secret-scan';

// The way the backend issues a bearer token (backend/http/auth.ts).
const newToken = () => randomBytes(32).toString('base64url');

describe('secretsIn', () => {
  it('finds a planted credential in a minified bundle, and nothing in a clean one', () => {
    const bundle = (inside: string) =>
      `"use strict";(self.x=self.x||[]).push([[1],{2:(e,t)=>{t.k="${inside}"}}]);`;
    const secrets = ['demo-panel-api-token', 'demo-mf-salt'];
    expect(secretsIn(bundle('demo-mf-salt'), secrets)).toEqual(['demo-mf-salt']);
    expect(secretsIn(bundle('public-value'), secrets)).toEqual([]);
  });

  it('refuses a secret so short that the check would mean nothing', () => {
    expect(() => secretsIn('text', [''])).toThrow();
  });
});

describe('tokenCandidates', () => {
  it('finds any issued token planted in HTML, in an inline RSC payload or in a script', () => {
    for (let i = 0; i < 200; i++) {
      const token = newToken();
      const texts = [
        `<div data-token="${token}">`,
        `self.__next_f.push([1,"4:{\\"token\\":\\"${token}\\"}"])`,
        `headers:{authorization:"Bearer ${token}"}`,
      ];
      for (const text of texts) expect(tokenCandidates(text)).toContain(token);
    }
  });

  it('ignores words and hashes of other lengths', () => {
    expect(tokenCandidates('deprecated_requestOptimisticRouteCacheEntry'.slice(1))).toEqual([]);
    expect(tokenCandidates(`/_next/static/${'a'.repeat(44)}.js`)).toEqual([]);
  });
});
