// Browser script, part 2: untrusted API strings to plain text (via an inert document), safe links, DOM helpers.
export const SCRIPT_TEXT = String.raw`
var BLOCK_TAGS = /^(P|DIV|LI|H[1-6]|BLOCKQUOTE|PRE|TR|UL|OL|TABLE|FIGURE|FIGCAPTION|HR|DL|DT|DD)$/;
var PALETTE_SIZE = 6;

/**
 * Parsed in a document of its own, which never runs scripts, fires handlers or loads images; only its
 * text is read back, and the page sets it with textContent.
 */
function inertBody(html) {
  return new DOMParser().parseFromString(String(html == null ? '' : html), 'text/html').body;
}

/** An API string (titles come HTML-escaped) as the text a reader sees. */
function plain(value) {
  return (inertBody(value).textContent || '').replace(/\s+/g, ' ').trim();
}

/** An HTML description as paragraphs of text: blocks and line breaks separate them, markup is dropped. */
function paragraphs(html) {
  var out = [];
  var current = '';
  function flush() {
    var text = current.replace(/\s+/g, ' ').trim();
    if (text) out.push(text);
    current = '';
  }
  function walk(node) {
    for (var child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) {
        current += child.nodeValue;
      } else if (child.nodeType === 1) {
        if (child.nodeName === 'BR') {
          flush();
          continue;
        }
        var block = BLOCK_TAGS.test(child.nodeName);
        if (block) flush();
        walk(child);
        if (block) flush();
      }
    }
  }
  walk(inertBody(html));
  flush();
  return out;
}

/** The same category always gets the same of the stylesheet's colors. */
function categoryClass(name) {
  var hash = 0;
  var lower = name.toLowerCase();
  for (var i = 0; i < lower.length; i++) hash = (hash * 31 + lower.charCodeAt(i)) >>> 0;
  return 'cat-' + (hash % PALETTE_SIZE);
}

function firstVenue(venue) {
  var v = Array.isArray(venue) ? venue[0] : venue;
  return v && typeof v === 'object' ? v : null;
}

function venueText(venue) {
  var v = firstVenue(venue);
  if (!v) return '';
  return [v.venue, v.address, v.city, v.province || v.state, v.country].map(plain).filter(Boolean).join(', ');
}

function organizerText(organizers) {
  var list = Array.isArray(organizers) ? organizers : organizers ? [organizers] : [];
  return list.map(function (o) { return o && typeof o === 'object' ? plain(o.organizer) : ''; }).filter(Boolean).join(', ');
}

function categoryNames(ev) {
  var list = Array.isArray(ev.categories) ? ev.categories : [];
  return list.map(function (c) { return c && typeof c === 'object' ? plain(c.name) : ''; }).filter(Boolean);
}

/** Only http(s) addresses become links: a javascript: or data: URL from the API stays text-free. */
function safeUrl(value) {
  if (typeof value !== 'string' || value === '') return '';
  try {
    var url = new URL(value, location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch (e) {
    return '';
  }
}

function el(tag, className, text) {
  var node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
`;
