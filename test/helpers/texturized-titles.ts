// Titles WordPress (and `cal serve`, as it) answers otherwise than they were written: quotes, apostrophes and
// primes, dashes, ellipses, (tm) and x, entities, `<`, typographic text given as is, and non-Latin text. The import
// tests on a local calendar and the scenario on the real TEC site take the same ones.
export const TEXTURIZED_TITLES: readonly string[] = [
  `Children's Workshop`,
  `"Hi" there, it's '90s night`,
  'Talk -- Q&A - live --- late',
  'Wait... 2x4 (tm)',
  'Tom & Jerry &amp; friends',
  '1 < 2 > 0',
  'Les “Nuits” d’été – 2027…',
  '日本語の夕べ',
];
