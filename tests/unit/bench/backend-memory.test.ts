import { describe, expect, it } from 'vitest';
import {
  backendMemoryGoal,
  backendMemoryMarkdown,
  backendMemoryMisses,
} from '@/scripts/bench/backend-memory';

const loads = [
  { requests: 4000, non2xx: 0 },
  { requests: 4100, non2xx: 0 },
];

describe('the embedded backend’s memory in the bench', () => {
  it('holds at most 300 MB after a load and after the same load again', () => {
    expect(backendMemoryGoal).toEqual({ maxMB: 300, enforced: true });
    expect(backendMemoryMisses({ afterLoadMB: 280, afterSecondLoadMB: 299, loads })).toEqual([]);
    expect(backendMemoryMisses({ afterLoadMB: 519, afterSecondLoadMB: 748, loads })).toEqual([
      'backend RSS after a load 519 MB > 300 MB',
      'backend RSS after a second load 748 MB > 300 MB',
    ]);
  });

  it('counts a load with failed answers as a miss, however little memory it left', () => {
    expect(
      backendMemoryMisses({
        afterLoadMB: 200,
        afterSecondLoadMB: 200,
        loads: [loads[0]!, { requests: 10, non2xx: 3 }],
      }),
    ).toEqual(['backend load 2: 3 non-2xx answers']);
  });

  it('reports the three readings and the goal', () => {
    const md = backendMemoryMarkdown({
      afterSeedMB: 180,
      afterLoadMB: 240,
      afterSecondLoadMB: 241,
      loads,
      misses: [],
    });
    expect(md).toContain('RSS once seeded 180 MB');
    expect(md).toContain(
      '(10 connections, 4000 requests) 240 MB; after the same load again (4100 requests) 241 MB.',
    );
    expect(md).toContain('Goal: at most 300 MB after each load. Met.');
  });
});
