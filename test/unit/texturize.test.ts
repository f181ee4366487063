// Titles as WordPress answers them, held to what TEC 6.17.2 answered on the real site.
import { describe, expect, it } from 'vitest';
import { texturize } from '../../src/domain/render/texturize.js';

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
