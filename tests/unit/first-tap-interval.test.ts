/** The first-tap measurement's confidence interval (scripts/first-tap.ts): what its table claims from a count of visits. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wilsonInterval } from '../../scripts/first-tap';

describe('the Wilson interval of a first-tap count', () => {
  it('holds the measured rate, within 0 to 100 %', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }).chain((trials) => fc.tuple(fc.integer({ min: 0, max: trials }), fc.constant(trials))), ([successes, trials]) => {
        const [low, high] = wilsonInterval(successes, trials);
        expect(low).toBeGreaterThanOrEqual(0);
        expect(high).toBeLessThanOrEqual(100);
        expect(low).toBeLessThanOrEqual((100 * successes) / trials);
        expect(high).toBeGreaterThanOrEqual((100 * successes) / trials);
      }),
    );
  });

  it('narrows as visits are added: every tap working rules out more the more visits there are', () => {
    for (let trials = 1; trials < 60; trials += 1) expect(wilsonInterval(trials + 1, trials + 1)[0]).toBeGreaterThanOrEqual(wilsonInterval(trials, trials)[0]);
  });

  it('tells 9 of 9 from the 0 of 9 measured before the taps were kept, and 3 of 3 does not', () => {
    expect(wilsonInterval(9, 9)[0]).toBeGreaterThan(wilsonInterval(0, 9)[1]);
    expect(wilsonInterval(3, 3)[0]).toBeLessThan(wilsonInterval(0, 3)[1]);
  });
});
