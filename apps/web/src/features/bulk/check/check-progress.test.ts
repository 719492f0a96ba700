import { describe, expect, it } from 'vitest';
import { timeLeft } from './check-progress';

describe('the time left of the full check', () => {
  it('goes by the pace so far', () => {
    // 2,000 of 10,000 rows in 2 s: 8 s for the other 8,000.
    expect(timeLeft(2000, 10000, 2000)).toEqual({ value: 8, unit: 'second' });
    expect(timeLeft(9990, 10000, 30000)).toEqual({ value: 1, unit: 'second' });
    // From two minutes on, in minutes.
    expect(timeLeft(500, 10000, 30000)).toEqual({ value: 10, unit: 'minute' });
  });

  it('says nothing before there is a pace, or once done', () => {
    expect(timeLeft(0, 10000, 5000)).toBeNull();
    expect(timeLeft(500, 10000, 400)).toBeNull();
    expect(timeLeft(10000, 10000, 5000)).toBeNull();
  });
});
