import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeInTurns } from '@/scripts/bench/turns';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('timing cases in turns', () => {
  it('asks every case once a round, drops the warm rounds, and keeps the last answer', async () => {
    // Each call lasts as many ms as the round's number, so the warm rounds' times are told apart.
    let clock = 0;
    let round = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const asked: string[] = [];
    const timed = await timeInTurns(['a', 'b'], { rounds: 3, warm: 2 }, (item) => {
      asked.push(item);
      if (item === 'a') round += 1;
      clock += round;
      return Promise.resolve(`${item}${round}`);
    });
    expect(asked).toEqual(['a', 'b', 'a', 'b', 'a', 'b', 'a', 'b', 'a', 'b']);
    expect(timed.map(({ item, last, times }) => ({ item, last, times }))).toEqual([
      { item: 'a', last: 'a5', times: [3, 4, 5] },
      { item: 'b', last: 'b5', times: [3, 4, 5] },
    ]);
    expect(timed[0]).toMatchObject({ medianMs: 4, p95Ms: 5 });
  });

  it('gives the median of an even count as the mean of the middle two, and p95 by nearest rank', async () => {
    const durations = [10, 30, 20, 40];
    let clock = 0;
    let call = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const [timed] = await timeInTurns(['only'], { rounds: 4, warm: 0 }, () => {
      clock += durations[call++]!;
      return Promise.resolve();
    });
    expect(timed).toMatchObject({ times: [10, 30, 20, 40], medianMs: 25, p95Ms: 40 });
  });
});
