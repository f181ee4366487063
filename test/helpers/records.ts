// Records for store tests, built the one way every such test needs them.
import type { TermRecord } from '../../src/store/records.js';

/** A tag in English, its slug its name in lower case. */
export const tag = (id: number, name: string): TermRecord => ({
  id,
  name,
  slug: name.toLowerCase(),
  description: '',
  parent: 0,
  language: 'en',
});
