// What one event costs each index a write keeps in step, in process, on calendars of each size: the indexes built as
// reads leave them, each row's events timed one at a time (a list's, in runs with the read that files them), the
// sizes taking turns.
import { readFile } from 'node:fs/promises';
import { writeCalendar } from './calendar-fixture.js';
import { DAY, median, percentile, scratch, turnOrder, turnShare, wallTime } from './support.js';

/**
 * What each index costs one event put in and taken out again, on the events of a calendar file of `size`: the
 * indexes built as reads leave them, and each row as the work it times (`each`, one event) and does untimed between
 * (`between`, by the event's number).
 */
async function indexRows(size, { operations }, box, now) {
  const file = box.path(`indexes-${size}.json`);
  await writeCalendar(file, { events: size, now });
  const { ListingIndex, KeyIndex, GroupIndex } = await import('../dist/bundle/app.cjs');
  const events = JSON.parse(await readFile(file, 'utf8')).events;
  const template = events[0];
  const fresh = Array.from({ length: operations }, (_, i) => {
    const start = now + ((i * 7919) % 700) * DAY + (i % 96) * 900_000;
    return {
      ...template,
      id: 1_000_000 + i,
      slug: `fresh-${i}`,
      title: `Fresh ${i}`,
      start_date: wallTime(start),
      end_date: wallTime(start + 7_200_000),
      utc_start_date: wallTime(start),
      utc_end_date: wallTime(start + 7_200_000),
      venues: [1 + (i % 200)],
      categories: [1 + (i % 20)],
      featured: i % 20 === 0,
    };
  });
  // Built as reads leave it: the lists, their leads, start keys, search texts and word blocks. The facet lists of
  // a kind are made when a list first filters by it (src/store/indexes/listing-index.ts): `listings` has every kind made,
  // as a calendar whose lists filter by venue, organizer, category, tag and featured; `unfaceted` none, as one
  // whose lists never filter (and an import's).
  const built = () => {
    const index = new ListingIndex(() => events);
    index.prepare();
    index.prepareSearch(Infinity);
    return index;
  };
  const listings = built();
  const unfaceted = built();
  const part = listings.part(template.status, template.hide_from_listings, template.language);
  for (const facet of ['venue', 'organizer', 'category', 'tag', 'featured']) part?.facet(facet, 1);
  const slugs = new KeyIndex();
  for (const event of events) slugs.add(event.slug, event.id);
  const groups = new GroupIndex();
  for (const event of events) groups.add('events', event.id, event.id);
  // A list files the writes made since it was last read when it is next read (src/store/indexes/listing-index.ts):
  // its rows time runs of writes with the read that files them.
  const read = (index) => () => index.part(template.status, template.hide_from_listings, template.language);
  return {
    size,
    fresh,
    rows: [
      {
        name: 'start-ordered lists (a part, its bands and every kind of facet): put in',
        each: (e) => listings.add(e),
        filedBy: read(listings),
      },
      { name: 'start-ordered lists: taken out', each: (e) => listings.remove(e), filedBy: read(listings) },
      {
        name: 'start-ordered lists, no facet asked for (a part and its bands): put in',
        each: (e) => unfaceted.add(e),
        filedBy: read(unfaceted),
      },
      {
        name: 'start-ordered lists, no facet asked for: taken out',
        each: (e) => unfaceted.remove(e),
        filedBy: read(unfaceted),
      },
      { name: 'slugs: put in and taken out', each: (e) => (slugs.add(e.slug, e.id), slugs.remove(e.slug, e.id)) },
      {
        name: 'translation groups: put in and taken out',
        each: (e) => (groups.add('events', e.id, e.id), groups.remove('events', e.id, e.id)),
      },
    ],
  };
}

/** The writes a list's row times together with the read that files them. */
export const FILED_RUN = 10;

/** A row's events are timed in this many turns, the sizes taking turns (in an order reversed every other turn). */
const INDEX_TURNS = 4;

/**
 * The cost (µs) of each index for one event put in and taken out again, at each size: each row's events timed one
 * at a time (a list's, FILED_RUN at a time with the read that files them, per event), a quarter at a time per size,
 * the sizes taking turns, so that a slow spell of the machine falls on every size alike.
 */
export async function indexCosts(sizes, { operations }) {
  const box = await scratch('indexes');
  const now = Date.now();
  try {
    const prepared = [];
    for (const size of sizes) prepared.push(await indexRows(size, { operations }, box, now));
    const costs = [];
    const [first] = prepared;
    for (const [row, { name }] of first.rows.entries()) {
      const times = new Map(prepared.map((one) => [one, []]));
      for (let turn = 0; turn < INDEX_TURNS; turn++) {
        const [from, to] = turnShare(operations, turn, INDEX_TURNS);
        for (const one of turnOrder(prepared, turn)) {
          const { each, filedBy } = one.rows[row];
          const took = times.get(one);
          for (let i = from; i < to;) {
            const end = filedBy ? Math.min(to, i + FILED_RUN) : i + 1;
            const begun = process.hrtime.bigint();
            for (let k = i; k < end; k++) each(one.fresh[k]);
            filedBy?.();
            took.push(Number(process.hrtime.bigint() - begun) / 1000 / (end - i));
            i = end;
          }
        }
      }
      for (const [one, took] of times)
        costs.push({ size: one.size, index: name, median: median(took), p99: percentile(took, 99) });
    }
    return costs;
  } finally {
    await box.remove();
  }
}
