// The field checks of records read from a calendar file: defaults for what may be missing, problems for the rest.
import { describe, expect, it } from 'vitest';
import { checkRecordFields, RecordChecker } from '../../src/store/records/record-fields.js';
import type { Collection } from '../../src/store/records/records.js';
import { isWallTimeText } from '../../src/store/records/record-rules.js';
import { seeded } from '../helpers/seeded.js';

const at = '2027-01-10 20:00:00';
const defaults = { language: 'ca' };
const dates = { date: at, date_utc: at, modified: at, modified_utc: at };

describe('record fields', () => {
  it('fills the fields that have a natural default, and leaves optional ones absent', () => {
    const venue: Record<string, unknown> = { id: 3, status: 'publish', ...dates, title: 'Hall' };
    expect(checkRecordFields('venues', venue, '$.venues[0]', defaults)).toEqual([]);
    expect(venue).toEqual({
      id: 3,
      status: 'publish',
      ...dates,
      title: 'Hall',
      author: 0,
      slug: '',
      description: '',
      excerpt: '',
      image: null,
      language: 'ca',
      password: null,
      version: 1,
      address: '',
      city: '',
      country: '',
      province: '',
      state: '',
      zip: '',
      phone: '',
      stateprovince: '',
      website: '',
      show_map: null,
      show_map_link: null,
    });
  });

  it('names each field that is missing without a default or has the wrong type', () => {
    const event = {
      id: 1,
      status: 'published',
      ...dates,
      start_date: '2027-01-10',
      end_date: at,
      utc_start_date: at,
      timezone: 'Mars/Base',
      cost: [5],
      categories: [],
    };
    expect(checkRecordFields('events', event, '$.events[2]', defaults)).toEqual([
      '$.events[2].status: expected one of publish, future, draft, pending, private, trash, got "published"',
      '$.events[2].start_date: expected a time as "YYYY-MM-DD HH:MM:SS", got "2027-01-10"',
      '$.events[2].utc_end_date: missing (expected a time as "YYYY-MM-DD HH:MM:SS")',
      '$.events[2].timezone: expected a time zone such as Europe/Madrid or UTC+2, got "Mars/Base"',
      '$.events[2].cost: expected text, a list of texts or null, got [5]',
    ]);
  });

  it('checks terms, users and media by their own fields', () => {
    expect(checkRecordFields('tags', { id: 1, slug: 'x' }, '$.tags[0]', defaults)).toEqual([
      '$.tags[0].name: missing (expected text)',
    ]);
    expect(checkRecordFields('categories', { id: 2, name: 'A', parent: -1 }, '$.categories[0]', defaults)).toEqual([
      '$.categories[0].parent: expected a whole number, got -1',
    ]);
    expect(
      checkRecordFields('users', { id: 1, login: 'ana', role: 'owner', passwords: {} }, '$.users[0]', defaults),
    ).toEqual([
      '$.users[0].role: expected one of administrator, editor, author, contributor, subscriber, got "owner"',
      '$.users[0].passwords: expected a list, got {}',
    ]);
    expect(
      checkRecordFields('media', { id: 9, url: 'https://x/a.jpg', date_utc: at, width: '100' }, '$.media[0]', defaults),
    ).toEqual(['$.media[0].width: expected a number or null, got "100"']);
  });

  /** A sound record of each collection, every field given. */
  const SOUND: Record<Collection, Record<string, unknown>> = {
    events: {
      id: 5,
      author: 1,
      status: 'publish',
      slug: 'gig',
      title: 'Gig',
      description: '',
      excerpt: '',
      ...dates,
      image: null,
      language: 'en',
      translation_group: 4,
      password: null,
      password_sealed: null,
      version: 2,
      start_date: at,
      end_date: at,
      utc_start_date: at,
      utc_end_date: at,
      timezone: 'Europe/Madrid',
      all_day: false,
      cost: ['5'],
      website: null,
      ical_uid: 'uid-5',
      show_map: true,
      show_map_link: true,
      hide_from_listings: false,
      sticky: false,
      featured: false,
      post_parent: 0,
      categories: [],
      tags: [],
      venues: [],
      organizers: [],
    },
    venues: { id: 6, status: 'publish', ...dates, title: 'Hall', geo_lat: 41.4, geo_lng: 2.2 },
    organizers: { id: 7, status: 'draft', ...dates, title: 'Ana', email: 'ana@example.com' },
    media: { id: 8, url: 'https://x/a.jpg', extension: 'jpg', mime_type: 'image/jpeg', date_utc: at, width: 10 },
    categories: { id: 2, name: 'Music', parent: 1 },
    tags: { id: 3, name: 'Jazz' },
    users: { id: 1, login: 'ana', name: 'Ana', email: '', role: 'editor', passwords: [] },
    idempotency_keys: {
      id: 3,
      user: 1,
      key: 'k-1',
      request: 'abc',
      collection: 'events',
      item: 5,
      at: 1_700_000_000_000,
    },
  };

  /** Values each rule refuses for some field: none fits them all. */
  const WRONG: unknown[] = [{}, 'x', '', -1, 0, 1.5, null, true, ['x'], [1]];

  it('answers as the full check does for a sound record and for each field missing or holding other values', () => {
    // One checker for all: after a sound record, records with the same keys take its quicker path.
    const checker = new RecordChecker(defaults);
    for (const [collection, sound] of Object.entries(SOUND) as [Collection, Record<string, unknown>][]) {
      const fields = Object.keys(sound);
      const variants = [
        sound,
        ...fields.flatMap((field) => WRONG.map((value) => ({ ...sound, [field]: value }))),
        // Each twice: the second has the keys of the first, which may have been sound once its defaults were in;
        // then the sound one again, so that the next has one key fewer than the keys last seen sound.
        ...fields.flatMap((field) => {
          const { [field]: _left, ...missing } = sound;
          return [missing, missing, sound];
        }),
      ];
      for (const variant of variants) {
        const checked = structuredClone(variant);
        const expected = checkRecordFields(collection, checked, '$.x[4]', defaults).map((p) => p.replace('$.x[4]', ''));
        const fast = structuredClone(variant);
        const problems: string[] = [];
        const sound = checker.sound(collection, fast, 4, problems);
        expect(sound, JSON.stringify(variant)).toBe(
          expected.length === 0 && Number.isInteger(fast.id) && Number(fast.id) > 0,
        );
        expect(problems).toEqual(expected.map((p) => `$.${collection}[4]${p}`));
        expect(fast).toEqual(checked);
      }
    }
  });
});

describe('isWallTimeText', () => {
  it('accepts what /^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$/ matches, and nothing else', () => {
    const pattern = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
    const next = seeded(11);
    const alphabet = '0123456789-: T/\n٣a';
    const base = '2027-01-10 19:30:00';
    const samples = [base, `${base}\n`, ` ${base}`, base.slice(0, 18), '9999-99-99 99:99:99', '2027-01-10T19:30:00'];
    for (let i = 0; i < 20_000; i++) {
      // A valid text with a few characters changed, or cut or grown by one.
      const chars = [...base];
      for (let k = next(3); k >= 0; k--) chars[next(chars.length)] = alphabet[next(alphabet.length)] ?? '';
      const changed = chars.join('');
      samples.push(next(10) === 0 ? changed.slice(0, next(20)) : changed);
    }
    for (const sample of samples) expect(isWallTimeText(sample), JSON.stringify(sample)).toBe(pattern.test(sample));
  });
});

describe('RecordChecker', () => {
  it('finds a record sound exactly when the full check finds no problem, and fills the same defaults', () => {
    const next = seeded(23);
    const values: unknown[] = ['', 'x', at, '2027-01-10', 0, 3, -1, 1.5, true, false, null, [], ['a'], [5], {}, 'UTC'];
    const collections: Collection[] = ['events', 'venues', 'organizers', 'categories', 'tags', 'users', 'media'];
    for (let i = 0; i < 4000; i++) {
      const collection = collections[next(collections.length)] ?? 'events';
      // A sound record of the collection, its defaults filled by the full check.
      const record: Record<string, unknown> = { id: 1 + next(5), status: 'publish', ...dates, title: 'T', name: 'N' };
      Object.assign(record, { start_date: at, end_date: at, utc_start_date: at, utc_end_date: at, timezone: 'UTC' });
      Object.assign(record, { login: 'ana', role: 'editor', passwords: [], url: 'https://x/a.jpg' });
      checkRecordFields(collection, record, '$', defaults);
      // Then a few fields taken out, changed or added.
      for (let k = next(4); k > 0; k--) {
        const keys = Object.keys(record);
        const key = next(5) === 0 ? `extra${k}` : (keys[next(keys.length)] ?? 'id');
        if (next(3) === 0) delete record[key];
        else record[key] = values[next(values.length)];
      }
      const fully = { ...record };
      const problems = checkRecordFields(collection, fully, `$.${collection}[0]`, defaults);
      const found: string[] = [];
      const sound = new RecordChecker(defaults).sound(collection, record, 0, found);
      const idOk = typeof record.id === 'number' && Number.isInteger(record.id) && record.id > 0;
      expect(sound, JSON.stringify(fully)).toBe(problems.length === 0 && idOk);
      expect(found).toEqual(problems);
      expect(record).toEqual(fully);
    }
  });
});
