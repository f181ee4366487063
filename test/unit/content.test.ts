// Table tests for renderHtml, escapeText and htmlToText: wpautop paragraphs, sanitising and text extraction.
import { describe, expect, it } from 'vitest';
import {
  escapeText,
  htmlToText,
  htmlToTextSanitized,
  renderHtml,
  renderHtmlSanitized,
} from '../../src/domain/content.js';

describe('renderHtml', () => {
  it.each<[string, string, string]>([
    ['empty', '', ''],
    ['whitespace only', '  \n\n  ', ''],
    ['plain line', 'Live jazz downtown', '<p>Live jazz downtown</p>'],
    [
      'existing paragraph',
      '<p>An evening of <strong>live jazz</strong>.</p>',
      '<p>An evening of <strong>live jazz</strong>.</p>',
    ],
    ['script dropped with content', '<p>Café &amp; more</p><script>alert(1)</script>', '<p>Café &amp; more</p>'],
    ['paragraphs and line breaks', 'a\nb\n\nc', '<p>a<br />\nb</p>\n<p>c</p>'],
    ['CRLF newlines', 'line one\r\nline two\r\n\r\nnext', '<p>line one<br />\nline two</p>\n<p>next</p>'],
    ['javascript href and handler', '<a href="javascript:alert(1)" onclick="x">x</a>', '<p><a>x</a></p>'],
    ['bare ampersand and angle bracket', 'Rock & Roll < 5', '<p>Rock &amp; Roll &lt; 5</p>'],
    [
      'stray text around a list',
      'Intro text\n<ul><li>One</li><li>Two</li></ul>\nOutro',
      '<p>Intro text</p>\n<ul>\n<li>One</li>\n<li>Two</li>\n</ul>\n<p>Outro</p>',
    ],
    ['heading then text', '<h2>Title</h2>\nSome text\nmore', '<h2>Title</h2>\n<p>Some text<br />\nmore</p>'],
    ['pre keeps its newlines', '<pre>x\n\ny</pre>\n\nafter', '<pre>x\n\ny</pre>\n<p>after</p>'],
    ['double br is a paragraph break', 'x<br><br>y', '<p>x</p>\n<p>y</p>'],
    ['blockquote gets inner paragraph', '<blockquote>quote</blockquote>', '<blockquote><p>quote</p></blockquote>'],
    ['table structure', '<table><tr><td>a</td></tr></table>', '<table>\n<tr>\n<td>a</td>\n</tr>\n</table>'],
    [
      'figure with caption',
      '<figure><img src="https://x.test/y.png"><figcaption>cap</figcaption></figure>',
      '<figure><img src="https://x.test/y.png" /><figcaption>cap</figcaption></figure>',
    ],
    ['separate paragraphs', '<p>one</p>\n\n<p>two</p>', '<p>one</p>\n<p>two</p>'],
    ['divs keep their boundaries', '<div>a</div><div>b</div>', '<div>a</div>\n<div>b</div>'],
    [
      'section becomes div',
      '<section><h3>T</h3>text</section>more',
      '<div>\n<h3>T</h3>\n<p>text</p></div>\n<p>more</p>',
    ],
    ['iframe dropped with content', '<iframe src="https://e.test">fallback</iframe>ok', '<p>ok</p>'],
    ['object dropped with content', '<object><param name="a" value="b">text</object>after', '<p>after</p>'],
    ['style dropped with content', '<style>p{color:red}</style>Hi', '<p>Hi</p>'],
    ['img with data URL dropped', '<img src="data:image/png;base64,AAA" onerror="x">', ''],
    [
      'img handlers dropped, size kept',
      'x <img src="https://a.test/b.png" onload="y" width="10"> y',
      '<p>x <img src="https://a.test/b.png" width="10" /> y</p>',
    ],
    ['style/class/id dropped', '<p style="color:red" class="x" id="y">styled</p>', '<p>styled</p>'],
    ['upper-case tags', '<P>UPPER</P>', '<p>UPPER</p>'],
    [
      'link attributes kept',
      '<a href="https://x.test" title="t" target="_blank" rel="noopener">x</a>',
      '<p><a href="https://x.test" title="t" target="_blank" rel="noopener">x</a></p>',
    ],
    [
      'allowed and refused schemes',
      '<a href="//x.test">x</a> <a href="/rel">r</a> <a href="tel:+123">t</a> <a href="mailto:a@b.test">m</a> <a href="ftp://x">f</a> <a href="data:text/html,x">d</a>',
      '<p><a href="//x.test">x</a> <a href="/rel">r</a> <a href="tel:+123">t</a> <a href="mailto:a@b.test">m</a> <a>f</a> <a>d</a></p>',
    ],
    ['obfuscated javascript scheme', '<a href=" jav&#x09;ascript:alert(1)">x</a>', '<p><a>x</a></p>'],
    ['unknown inline tag keeps text', '<font color="red">red</font> text', '<p>red text</p>'],
    [
      'inline formatting kept',
      '<em>a</em> <b>b</b> <i>c</i> <u>d</u> <s>e</s> <del>f</del> <ins>g</ins> <sub>h</sub> <sup>i</sup> <code>j</code> <abbr>k</abbr> <span>l</span>',
      '<p><em>a</em> <b>b</b> <i>c</i> <u>d</u> <s>e</s> <del>f</del> <ins>g</ins> <sub>h</sub> <sup>i</sup> <code>j</code> <abbr>k</abbr> <span>l</span></p>',
    ],
    ['hr separates paragraphs', 'a<hr>b', '<p>a</p>\n<hr />\n<p>b</p>'],
  ])('%s', (_name, input, expected) => {
    expect(renderHtml(input)).toBe(expected);
  });
});

describe('escapeText', () => {
  it.each<[string, string]>([
    ['', ''],
    ['Jazz Night', 'Jazz Night'],
    ['Rock & Roll', 'Rock &amp; Roll'],
    ['<b>"Live"</b>', '&lt;b&gt;&quot;Live&quot;&lt;/b&gt;'],
    ["It's", 'It&#039;s'],
    ['&amp;', '&amp;amp;'],
  ])('%j → %j', (input, expected) => {
    expect(escapeText(input)).toBe(expected);
  });
});

describe('htmlToText', () => {
  it.each<[string, string]>([
    ['', ''],
    ['plain', 'plain'],
    ['<p>a</p><p>b</p>', 'a b'],
    ['x<br>y', 'x y'],
    ['<b>Ca</b>fé', 'Café'],
    ['Caf&eacute; &amp; bar &lt;3 &#8217; &#x2019; &hellip;', 'Café & bar <3 ’ ’ …'],
    ['<p>keep</p><script>drop()</script><style>p{}</style>', 'keep'],
    ['  lots \n\n of\tspace  ', 'lots of space'],
    ['a&nbsp;b', 'a b'],
    ['<ul><li>One</li><li>Two</li></ul>', 'One Two'],
  ])('%j → %j', (input, expected) => {
    expect(htmlToText(input)).toBe(expected);
  });
});

describe('the plain-text shortcut', () => {
  const corpus = [
    'About the show.',
    'Line one\nLine two',
    'First paragraph.\n\nSecond "quoted" paragraph, with \'apostrophes\'.',
    '  leading and trailing spaces  ',
    'Tabs\tand\u00a0no-break spaces',
    'Many\n\n\n\nblank lines\r\nand CRLF\rand CR',
    'Ünïcödé, emoji 🎷, 中文, עברית',
    '* a list-looking line\n- another\n1. numbered',
    'https://example.org/path?x=1;y=2',
    '\n\n',
  ];

  it.each(corpus)('renders %j exactly as the sanitiser would', (text) => {
    expect(renderHtml(text)).toBe(renderHtmlSanitized(text));
  });

  it.each(corpus)('reads the text of %j rendered exactly as the sanitiser would', (text) => {
    const html = renderHtml(text);
    expect(htmlToText(html)).toBe(htmlToTextSanitized(html));
  });

  it.each([
    '<p>a</p>\n<p>b<br />\nc</p>',
    '<p>x<br>y</p>',
    '<p>one</p><p>two</p>',
    '<P>upper</P>',
    '<p class="x">z</p>',
  ])('reads the text of paragraph markup %j exactly as the sanitiser would', (html) => {
    expect(htmlToText(html)).toBe(htmlToTextSanitized(html));
  });

  it('still sanitises anything with markup or entities', () => {
    expect(renderHtml('Tom & Jerry <script>alert(1)</script>')).toBe('<p>Tom &amp; Jerry </p>');
    expect(htmlToText('a &amp; b <b>c</b>')).toBe('a & b c');
    expect(htmlToText('  plain   text\n')).toBe('plain text');
  });
});
