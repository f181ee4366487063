// A seeded pseudo-random sequence, so that random tests fail the same way every run.

/** n → a whole number from 0 to n - 1. */
export type Random = (n: number) => number;

export function seeded(seed: number): Random {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    // The high bits: the low ones of this sequence repeat with short periods.
    return Math.floor((state / 2 ** 31) * n);
  };
}
