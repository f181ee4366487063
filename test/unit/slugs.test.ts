// Table tests for slugify (sanitize_title-like) and uniqueSlug (-2, -3 suffixes).
import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from '../../src/domain/slugs.js';

describe('slugify', () => {
  it.each<[string, string]>([
    ['Rock & Roll "Live" — Café <b>Night</b>', 'rock-roll-live-cafe-night'],
    ['Jazz Night', 'jazz-night'],
    ['  ', ''],
    ['', ''],
    ['It’s a Party!', 'its-a-party'],
    ["O'Brien's Pub", 'obriens-pub'],
    ['“Quoted” ‘words’', 'quoted-words'],
    ['AT&amp;T Night', 'att-night'],
    ['Caf&eacute; 10 &#8211; 12 &hellip;', 'cafe-10-12'],
    ['Straße Fest', 'strasse-fest'],
    ['Ünïcödé Ærø', 'uenicoede-aero'],
    ['Crème Brûlée', 'creme-brulee'],
    ['Price: 10€', 'price-10'],
    ['I ♥ Jazz', 'i-jazz'],
    ['ﬁre ½', 'fire-1-2'],
    ['a---b__c..d', 'a-b-c-d'],
    ['--Leading and trailing--', 'leading-and-trailing'],
    ['CamelCase Title', 'camelcase-title'],
    ['2024 Summer Fest', '2024-summer-fest'],
    ['Москва Live', 'moskva-live'],
    ['Ἑλλάς', 'ellas'],
    ['مرحبا', 'mrhba'],
    ['東京 Jazz 2024', '東京-jazz-2024'],
    ['नमस्ते दुनिया', 'नमस्ते-दुनिया'],
    ['<script>alert(1)</script>Safe', 'safe'],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe('slugify of plain titles', () => {
  it('gives what the full path gives (a trailing "!" forces that path and adds nothing)', () => {
    const alphabet = 'aZm09 -\t\nQ';
    let state = 7;
    const titles = ['Jazz Night', 'CamelCase Title', ' -- x -- ', '', 'Hall 12', 'a\n\nb'];
    for (let i = 0; i < 500; i++) {
      let title = '';
      for (let j = 0; j < i % 9; j++) {
        state = (state * 1103515245 + 12345) % 2 ** 31;
        title += alphabet[state % alphabet.length];
      }
      titles.push(title);
    }
    for (const title of titles) expect(slugify(title), JSON.stringify(title)).toBe(slugify(`${title}!`));
  });
});

describe('uniqueSlug', () => {
  it.each<[string, string[], string]>([
    ['jazz-night', [], 'jazz-night'],
    ['jazz-night', ['jazz-night'], 'jazz-night-2'],
    ['jazz-night', ['jazz-night', 'jazz-night-2', 'jazz-night-3'], 'jazz-night-4'],
    ['jazz-night', ['jazz-night', 'jazz-night-3'], 'jazz-night-2'],
    ['jazz-night', ['jazz-night-2'], 'jazz-night'],
    ['event-2', ['event-2'], 'event-2-2'],
  ])('%j with %j taken → %j', (base, taken, expected) => {
    const set = new Set(taken);
    expect(uniqueSlug(base, (slug) => set.has(slug))).toBe(expected);
  });
});
