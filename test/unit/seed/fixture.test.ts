// Reading `cal seed` fixtures: order, slugs, `@name` references and the errors that name the item and its line.
import { describe, expect, it } from 'vitest';
import { FixtureError, parseFixture } from '../../../src/cli/commands/seed/fixture.js';

const FIXTURE = `
events:
  opening:
    title: Opening night
    start_date: 2027-01-10 20:00:00
    end_date: 2027-01-10 23:00:00
    venue: "@main-hall"
    organizer: ["@acme", 12]
    categories: ["@jazz", Blues]
    tags: ["@free"]
venues:
  main-hall: { venue: Main Hall, city: Madrid, zip: 08001 }
categories:
  music: { name: Music }
  jazz: { name: Jazz, parent: "@music", slug: jazz-music }
organizers:
  acme: { organizer: ACME Events, email: info@acme.example }
tags:
  free: { name: Free }
`;

const errorOf = (text: string): string => {
  try {
    parseFixture(text, 'f.yaml');
  } catch (error) {
    expect(error).toBeInstanceOf(FixtureError);
    return (error as Error).message;
  }
  throw new Error('the fixture was accepted');
};

describe('parseFixture', () => {
  it('orders items by section (venues, organizers, categories, tags, events), then file order', () => {
    const items = parseFixture(FIXTURE, 'f.yaml');
    expect(items.map((item) => [item.path, item.line, item.slug])).toEqual([
      ['venues.main-hall', 12, 'main-hall'],
      ['organizers.acme', 17, 'acme-events'],
      ['categories.music', 14, 'music'],
      ['categories.jazz', 15, 'jazz-music'],
      ['tags.free', 19, 'free'],
      ['events.opening', 3, 'opening'],
    ]);
  });

  it('keeps fields as written: references, IDs, names, and text fields exactly as typed', () => {
    const items = parseFixture(FIXTURE, 'f.yaml');
    expect(items[0]?.fields).toEqual({ venue: 'Main Hall', city: 'Madrid', zip: '08001' });
    expect(items.at(-1)?.fields).toEqual({
      title: 'Opening night',
      start_date: '2027-01-10 20:00:00',
      end_date: '2027-01-10 23:00:00',
      venue: '@main-hall',
      organizer: ['@acme', 12],
      categories: ['@jazz', 'Blues'],
      tags: ['@free'],
    });
  });

  it("reads a venue's or organizer's name as a name, even one that starts with @", () => {
    const items = parseFixture(
      'venues:\n  home: { venue: "@Home" }\norganizers:\n  me: { organizer: "@me" }\n',
      'f.yaml',
    );
    expect(items.map((item) => [item.path, item.fields, item.slug])).toEqual([
      ['venues.home', { venue: '@Home' }, 'home'],
      ['organizers.me', { organizer: '@me' }, 'me'],
    ]);
  });

  it('reads JSON, and an empty file as no items', () => {
    const items = parseFixture('{"tags": {"free": {"name": "Free"}}, "events": null}', 'f.json');
    expect(items.map((item) => item.path)).toEqual(['tags.free']);
    expect(parseFixture('', 'f.yaml')).toEqual([]);
  });

  it.each([
    [
      'a reference to an unknown item',
      'venues:\n  hall: { venue: Hall }\nevents:\n  e:\n    title: E\n    start_date: 2027-01-01\n    end_date: 2027-01-01\n    venue: "@hal"\n',
      'events.e (f.yaml line 8): venue "@hal" is not one of the venues defined before it',
    ],
    [
      'a reference to a later item of the same section',
      'categories:\n  jazz: { name: Jazz, parent: "@music" }\n  music: { name: Music }\n',
      'categories.jazz (f.yaml line 2): parent "@music" is not one of the categories defined before it (categories.music comes later: items can only refer to items applied before them)',
    ],
    [
      'an unknown field',
      'tags:\n  free:\n    name: Free\n    colour: green\n',
      'tags.free (f.yaml line 4): unknown field "colour" (a tags item has name, description, slug, translation_of, site_language)',
    ],
    [
      'a missing required field',
      'events:\n  e: { title: E, start_date: 2027-01-01 }\n',
      'events.e (f.yaml line 2): missing end_date',
    ],
    [
      'an item that is not a map',
      'venues:\n  hall: Main Hall\n',
      'venues.hall (f.yaml line 2): expected a map of fields',
    ],
    [
      'an unknown section',
      'places:\n  hall: { venue: Hall }\n',
      'f.yaml line 1: unknown section "places" (expected venues, organizers, categories, tags, events)',
    ],
    [
      'two items with one slug',
      'venues:\n  a: { venue: Main Hall }\n  b: { venue: main hall }\n',
      'venues.b (f.yaml line 3): it has the slug "main-hall" of venues.a; give one of them another slug',
    ],
    [
      'a name that makes no slug',
      'tags:\n  "!!": { name: Free }\n',
      'tags.!! (f.yaml line 2): cannot make a slug from its name; give it a slug',
    ],
    ['broken YAML', 'venues:\n  a: { venue: Hall\n', /^f\.yaml line \d+: /],
    [
      'a duplicate local name',
      'tags:\n  a: { name: A }\n  a: { name: B }\n',
      /^f\.yaml line 3: Map keys must be unique/,
    ],
  ])('rejects %s, naming the item and line', (_what, text, message) => {
    if (typeof message === 'string') expect(errorOf(text)).toBe(message);
    else expect(errorOf(text)).toMatch(message);
  });
});
