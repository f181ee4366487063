// The columns of The Events Calendar's own CSV importer (TEC 6.17.2, Tribe__Events__Importer__Column_Mapper), read
// as cal's fields so that a TEC admin's files import unchanged, and written by `cal export --columns tec`. Dates and
// times are separate columns there, lists are comma-separated, and flags are "yes"/"no"-like.
import { LIST_REFERENCES, type PortableEvent } from '../../domain/portable-event.js';
import type { ResourceName } from '../../api/resources.js';

/** What a TEC column becomes: a field of cal's CSV shape, a part another column completes, or nothing. */
export type TecTarget =
  | { readonly field: string }
  | { readonly part: 'start_time' | 'end_time' | 'currency_symbol' | 'currency_position' | 'address2' }
  | { readonly skip: string };

const field = (name: string): TecTarget => ({ field: name });
const skip = (why: string): TecTarget => ({ skip: why });

/** TEC's column names, in the order its importer lists them, and what each is here. */
export const TEC_COLUMNS: Readonly<Record<ResourceName, readonly (readonly [string, TecTarget])[]>> = {
  events: [
    ['Event Name', field('title')],
    ['Event Description', field('description')],
    ['Event Excerpt', field('excerpt')],
    ['Event Start Date', field('start_date')],
    ['Event Start Time', { part: 'start_time' }],
    ['Event End Date', field('end_date')],
    ['Event End Time', { part: 'end_time' }],
    ['Event Time Zone', field('timezone')],
    ['All Day Event', field('all_day')],
    ['Hide Event From Event Listings', field('hide_from_listings')],
    ['Event Sticky in Month View', field('sticky')],
    ['Feature Event', field('featured')],
    ['Event Venue Name', field('venue')],
    ['Event Organizer Name(s) or ID(s)', field('organizer')],
    ['Event Show Map Link', field('show_map_link')],
    ['Event Show Map', field('show_map')],
    ['Event Cost', field('cost')],
    ['Event ISO Currency Code', skip('the API has no currency code; the cost keeps its symbol')],
    ['Event Currency Symbol', { part: 'currency_symbol' }],
    ['Event Currency Position', { part: 'currency_position' }],
    ['Event Category', field('categories')],
    ['Event Tags', field('tags')],
    ['Event Website', field('website')],
    ['Event Featured Image', field('image')],
    ['Event Allow Comments', skip('the API has no comment setting')],
    ['Event Allow Trackbacks and Pingbacks', skip('the API has no pingback setting')],
  ],
  venues: [
    ['Venue Name', field('venue')],
    ['Venue Description', field('description')],
    ['Venue Country', field('country')],
    ['Venue Address', field('address')],
    ['Venue Address 2', { part: 'address2' }],
    ['Venue City', field('city')],
    ['Venue State/Province', field('stateprovince')],
    ['Venue Zip', field('zip')],
    ['Venue Phone', field('phone')],
    ['Venue Website', field('website')],
    ['Venue Featured Image', skip('venue imports take no image')],
  ],
  organizers: [
    ['Organizer Name', field('organizer')],
    ['Organizer Description', field('description')],
    ['Organizer Email', field('email')],
    ['Organizer Website', field('website')],
    ['Organizer Phone', field('phone')],
    ['Organizer Featured Image', skip('organizer imports take no image')],
  ],
  categories: [],
  tags: [],
};

/** TEC's date columns hold dates alone (their times are columns of their own). */
export const TEC_DATE_COLUMNS: readonly string[] = ['Event Start Date', 'Event End Date'];

/** List columns TEC separates with commas (cal's own CSV uses "|"): the event's references that are lists. */
export const TEC_LIST_FIELDS: ReadonlySet<string> = new Set(LIST_REFERENCES);

/** Cost with its symbol where TEC's position puts it ("prefix", the default, or "suffix"). */
export function costWithSymbol(cost: string, symbol: string, position: string): string {
  if (cost === '' || symbol === '' || cost.includes(symbol)) return cost;
  return position.trim().toLowerCase() === 'suffix' ? `${cost}${symbol}` : `${symbol}${cost}`;
}

/** The time part of a wall time ("2027-06-04 20:00:00" → "20:00:00"), empty for an all-day event. */
const timeOf = (wall: string, allDay: boolean) => (allDay ? '' : wall.slice(11, 19));
const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');

/** What each event field is in TEC's importer files: lists comma-separated, flags as yes or no, the day of a date. */
const TEC_CELLS: Readonly<Record<string, (event: PortableEvent) => string>> = {
  title: (event) => event.title,
  description: (event) => event.description,
  excerpt: (event) => event.excerpt,
  start_date: (event) => event.start_date.slice(0, 10),
  end_date: (event) => event.end_date.slice(0, 10),
  timezone: (event) => event.timezone,
  all_day: (event) => yesNo(event.all_day),
  hide_from_listings: (event) => yesNo(event.hide_from_listings),
  sticky: (event) => yesNo(event.sticky),
  featured: (event) => yesNo(event.featured),
  venue: (event) => event.venue?.venue ?? '',
  organizer: (event) => event.organizer.map((organizer) => organizer.organizer).join(', '),
  show_map_link: (event) => yesNo(event.show_map_link),
  show_map: (event) => yesNo(event.show_map),
  cost: (event) => event.cost,
  categories: (event) => event.categories.join(', '),
  tags: (event) => event.tags.join(', '),
  website: (event) => event.website ?? '',
  image: (event) => event.image ?? '',
  start_time: (event) => timeOf(event.start_date, event.all_day),
  end_time: (event) => timeOf(event.end_date, event.all_day),
};

/** TEC's event columns an export writes (every one its importer reads that the API has), in TEC's order. */
const WRITTEN_TEC_COLUMNS = TEC_COLUMNS.events.flatMap(([column, target]) => {
  const cell = 'field' in target ? TEC_CELLS[target.field] : 'part' in target ? TEC_CELLS[target.part] : undefined;
  return cell === undefined ? [] : [[column, cell] as const];
});

export const TEC_EVENT_HEADER: readonly string[] = WRITTEN_TEC_COLUMNS.map(([column]) => column);

/** An event in TEC's importer columns, for its CSV import. */
export function toTecRow(event: PortableEvent): Record<string, string> {
  return Object.fromEntries(WRITTEN_TEC_COLUMNS.map(([column, cell]) => [column, cell(event)]));
}
