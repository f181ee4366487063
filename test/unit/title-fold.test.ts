// Titles as written and as WordPress answers them fold alike; the answers are those of WordPress 7.0.4's own
// the_title filters (wptexturize, convert_chars, trim), as the real TEC site gives them.
import { describe, expect, it } from 'vitest';
import { foldTitle, loadTitleFold } from '../../src/domain/title-fold.js';
import { texturize } from '../../src/domain/render/texturize.js';

const fold = await loadTitleFold();

describe('foldTitle', () => {
  it.each([
    [`Children's Workshop`, 'Children&#8217;s Workshop'],
    [`"hi" there`, '&#8220;hi&#8221; there'],
    [`Rock 'n' Roll`, 'Rock &#8216;n&#8217; Roll'],
    [`'90s party`, '&#8217;90s party'],
    [`'tis the season`, '&#8217;tis the season'],
    [`5'10" tall`, '5&#8217;10&#8221; tall'],
    ['a -- b', 'a &#8212; b'],
    ['a--b', 'a&#8211;b'],
    ['a---b', 'a&#8212;b'],
    ['a - b', 'a &#8211; b'],
    ['xn--domain', 'xn--domain'],
    ['Wait...', 'Wait&#8230;'],
    ['Brand (tm) day', 'Brand &#8482; day'],
    ['2x4 class', '2&#215;4 class'],
    ['Tom & Jerry', 'Tom &#038; Jerry'],
    ['Tom &amp; Jerry', 'Tom &amp; Jerry'],
    ['AT&T &amp More', 'AT&#038;T &#038;amp More'],
    ['1 < 2 > 0', '1 < 2 > 0'],
    ['<b>"Bold"</b> night', '<b>&#8220;Bold&#8221;</b> night'],
    [`\`\`old'' quotes`, '&#8220;old&#8221; quotes'],
    ['‘curly’ “already”', '‘curly’ “already”'],
    ['Café Ñandú', 'Café Ñandú'],
    ['日本語の夕べ', '日本語の夕べ'],
    [`Les "Nuits" d'été -- 2027...`, 'Les &#8220;Nuits&#8221; d&#8217;été &#8212; 2027&#8230;'],
    ['x   spaced  ', 'x   spaced'],
    ['nb\u00a0space', 'nb\u00a0space'],
  ])('%s and its answer %s fold alike', (written, answered) => {
    expect(fold(answered)).toBe(fold(written));
  });

  it('folds what a file may hold already curly as its straight form, and ignores case and spacing', () => {
    expect(fold(`CHILDREN’S  “Workshop”…`)).toBe(fold(`children's "workshop"...`));
    expect(fold('Talk – Q&A — live')).toBe(fold('Talk - Q&A -- live'));
  });

  it('tells different titles apart', () => {
    expect(fold('Jazz Night')).not.toBe(fold('Jazz Nights'));
    expect(fold('日本語の夕べ')).not.toBe(fold('日本語の朝'));
    expect(fold('Tom & Jerry')).not.toBe(fold('Tom and Jerry'));
  });

  it("holds for cal serve's answers too", () => {
    for (const title of [`Bob's "Place" -- 2x4... & co 'quoted' '90s`, 'A - B and C---D', 'Children’s'])
      expect(fold(texturize(title))).toBe(fold(title));
  });

  it('folds a plain title as the full steps do', () => {
    // The full steps, for a title the fast path takes: a decoder that marks what it was given shows it was skipped.
    const steps = (title: string) => foldTitle(` ${title}`, (html) => html);
    for (const title of ['Concert number 12', 'Q3: Plans, (draft) #2 / 50% off!', 'A.B_C=D*E@F+G?', 'x'])
      expect(fold(title)).toBe(steps(title));
    expect(foldTitle('Plain Title', () => 'decoded')).toBe('plain title');
    // Not plain: a double space, a dash, an apostrophe, an entity and a trailing space take the full steps.
    for (const title of ['a  b', 'a-b', "a'b", 'a &amp; b', 'a '])
      expect(foldTitle(title, () => 'DECODED')).toBe('decoded');
  });

  it('decodes with the decoder it is given', () => {
    expect(foldTitle('A&#8217;B', (html) => html.replace('&#8217;', '’'))).toBe("a'b");
  });
});
