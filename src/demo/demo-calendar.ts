// A small, realistic calendar for `cal serve --demo`, created through the API itself.
import { Client } from '../client/client.js';
import { appTransport } from '../client/embedded-transport.js';
import { isRecord } from '../typing/is-record.js';
import type { App } from '../server/app.js';

const VENUES = {
  dublin: {
    venue: 'Riverside Concert Hall',
    address: '12 Quay Street',
    city: 'Dublin',
    country: 'Ireland',
    zip: 'D02 X285',
    phone: '+353 1 555 0101',
    website: 'https://riverside.example.org',
  },
  barcelona: {
    venue: 'Old Town Library',
    address: 'Carrer del Carme 47',
    city: 'Barcelona',
    country: 'Spain',
    zip: '08001',
    phone: '+34 93 555 0147',
  },
  seattle: {
    venue: 'Harbor Makerspace',
    address: '400 Pier Ave',
    city: 'Seattle',
    state: 'WA',
    stateprovince: 'WA',
    country: 'United States',
    zip: '98121',
  },
};

const ORGANIZERS = {
  arts: {
    organizer: 'City Arts Council',
    email: 'hello@arts.example.org',
    phone: '+353 1 555 0199',
    website: 'https://arts.example.org',
  },
  meetups: { organizer: 'Open Source Meetups', email: 'team@meetups.example.org' },
};

/** A type rather than an interface: it is passed where a JSON object of whatever keys is taken. */
type DemoEvent = {
  title: string;
  start_date: string;
  end_date: string;
  timezone?: string;
  venue?: number;
  organizer?: number[];
  categories?: string[];
  tags?: string[];
  cost?: string;
  description?: string;
  all_day?: boolean;
  featured?: boolean;
};

/** Fills an empty store; dates are relative so the demo always shows upcoming events. */
export async function seedDemoCalendar(app: App): Promise<number> {
  const client = new Client(appTransport(app, 'demo'));
  const create = async (
    collection: 'venues' | 'organizers' | 'categories' | 'events',
    body: Record<string, unknown>,
  ): Promise<number> => {
    const reply = await client.call(`${collection}.create`, { args: body });
    const id = isRecord(reply.body) ? reply.body.id : undefined;
    if (typeof id !== 'number') throw new Error(`the demo ${collection} item came back without an ID`);
    return id;
  };
  const dublin = await create('venues', VENUES.dublin);
  const barcelona = await create('venues', VENUES.barcelona);
  const seattle = await create('venues', VENUES.seattle);
  const arts = await create('organizers', ORGANIZERS.arts);
  const meetups = await create('organizers', ORGANIZERS.meetups);
  const music = await create('categories', { name: 'Music', description: 'Concerts and live performances' });
  await create('categories', { name: 'Festivals', parent: music });
  await create('categories', { name: 'Workshops', description: 'Hands-on learning' });
  await create('categories', { name: 'Talks' });
  const events: DemoEvent[] = [
    {
      title: 'Chamber Music Evening',
      start_date: 'tomorrow 7:30pm',
      end_date: 'tomorrow 10pm',
      timezone: 'Europe/Dublin',
      venue: dublin,
      organizer: [arts],
      categories: ['Music'],
      tags: ['classical'],
      cost: '€15 - €30',
      featured: true,
      description: 'A string quartet plays Haydn and Britten.\n\nDoors open at 7pm.',
    },
    {
      title: 'Intro to Bookbinding',
      start_date: '+3 days 10am',
      end_date: '+3 days 1pm',
      timezone: 'Europe/Madrid',
      venue: barcelona,
      categories: ['Workshops'],
      tags: ['crafts'],
      cost: '20€',
    },
    {
      title: 'TypeScript Meetup',
      start_date: '+5 days 6pm',
      end_date: '+5 days 8:30pm',
      timezone: 'America/Los_Angeles',
      venue: seattle,
      organizer: [meetups],
      categories: ['Talks'],
      tags: ['tech', 'free'],
      cost: 'Free',
    },
    {
      title: 'Summer Sounds Festival',
      start_date: '+12 days',
      end_date: '+14 days',
      all_day: true,
      timezone: 'Europe/Dublin',
      venue: dublin,
      organizer: [arts],
      categories: ['Festivals'],
      tags: ['outdoor'],
      cost: '45',
    },
    {
      title: 'Poetry by the Sea',
      start_date: '+7 days 7pm',
      end_date: '+7 days 9pm',
      timezone: 'Europe/Madrid',
      venue: barcelona,
      categories: ['Talks'],
      tags: ['literature'],
    },
    {
      title: 'Repair Café',
      start_date: '+9 days 11am',
      end_date: '+9 days 3pm',
      timezone: 'America/Los_Angeles',
      venue: seattle,
      organizer: [meetups],
      categories: ['Workshops'],
      tags: ['free', 'community'],
      cost: '0',
    },
    {
      title: 'Jazz on the Quay',
      start_date: '+20 days 8pm',
      end_date: '+20 days 11pm',
      timezone: 'Europe/Dublin',
      venue: dublin,
      categories: ['Music'],
      tags: ['jazz', 'outdoor'],
      cost: '€10',
    },
    {
      title: 'Winter Lantern Walk',
      start_date: '+30 days 5pm',
      end_date: '+30 days 7pm',
      timezone: 'Europe/Madrid',
      organizer: [arts],
      tags: ['family', 'free'],
    },
  ];
  for (const event of events) await create('events', event);
  return events.length;
}
