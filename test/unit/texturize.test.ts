// Titles as WordPress answers them, held to what TEC 6.17.2 answered on the real site.
import { describe, expect, it } from 'vitest';
import { texturize, texturizeEveryPattern } from '../../src/domain/render/texturize.js';

describe('texturize', () => {
  it.each([
    // Answered by TEC for these titles and names (its <b> tag kept, where cal serve escapes it).
    [
      `Bob's "Place" -- 2x4... & co 'quoted' '90s`,
      'Bob&#8217;s &#8220;Place&#8221; &#8212; 2&#215;4&#8230; &#038; co &#8216;quoted&#8217; &#8217;90s',
    ],
    [`Ann's & "Co"`, 'Ann&#8217;s &#038; &#8220;Co&#8221;'],
    ['Smith & Sons Hall', 'Smith &#038; Sons Hall'],
    [`Jazz & "Blues" it's`, 'Jazz &#038; &#8220;Blues&#8221; it&#8217;s'],
    ['Plain title', 'Plain title'],
    ['A - B and C---D', 'A &#8211; B and C&#8212;D'],
    ['Tom &amp; Jerry', 'Tom &amp; Jerry'],
    ['<b>x</b>', '&lt;b&gt;x&lt;/b&gt;'],
  ])('%s', (text, html) => {
    expect(texturize(text)).toBe(html);
  });
});

describe('texturize shortcut', () => {
  // Texts from the characters the patterns look for and their neighbours, at random (a fixed seed).
  const ALPHABET = ['a', 'x', '1', '9', ' ', '-', '.', "'", '"', '`', '&', '<', '>', '#', ';', '(', '[', '{', 's'];
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const texts = Array.from({ length: 5000 }, () =>
    Array.from({ length: 1 + Math.floor(random() * 12) }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join(
      '',
    ),
  );

  it('answers every text as the full pass does', () => {
    for (const text of texts) expect(texturize(text)).toBe(texturizeEveryPattern(text));
  });

  it('meets texts the full pass leaves alone and texts it changes, by each pattern', () => {
    const unchanged = texts.filter((text) => texturizeEveryPattern(text) === text);
    expect(unchanged.length).toBeGreaterThan(500);
    expect(texts.length - unchanged.length).toBeGreaterThan(500);
    expect(texturize('Concert number 12 in Hall 3')).toBe('Concert number 12 in Hall 3');
    expect(texturize('2x4')).toBe('2&#215;4');
    expect(texturize('wait...')).toBe('wait&#8230;');
  });
});
