// Browser script, part 4: finding the API from the page's discovery link, loading a month's events, navigation.
import { NAMESPACE } from '../addresses.js';

export const SCRIPT_MAIN =
  `var NAMESPACE = ${JSON.stringify(`${NAMESPACE}/`)};\n` +
  String.raw`
var PER_PAGE = 50;
/** The API reads date filters in each event's zone; a margin around the grid, then exact spans, covers every zone. */
var MARGIN_DAYS = 2;

/**
 * The API root from the page's rel="https://api.w.org/" link, as WordPress sites announce it. When the
 * site URL names another host (a public address while browsing locally), the same path on this host is used.
 */
function apiRoot() {
  var link = document.querySelector('link[rel="https://api.w.org/"]');
  var url = new URL(link ? link.getAttribute('href') : '/wp-json/', location.href);
  if (url.origin !== location.origin) url = new URL(url.pathname, location.origin);
  return url.origin + url.pathname.replace(/\/?$/, '/') + NAMESPACE;
}

async function fetchEvents(root, from, to) {
  var events = [];
  for (var page = 1; ; page++) {
    var query = new URLSearchParams({
      ends_after: addDays(from, -MARGIN_DAYS),
      starts_before: addDays(to, MARGIN_DAYS),
      per_page: String(PER_PAGE),
      page: String(page),
    });
    var response = await fetch(root + 'events?' + query.toString(), { headers: { accept: 'application/json' }, credentials: 'omit' });
    if (!response.ok) throw new Error('the API answered ' + response.status);
    var body = await response.json();
    var items = Array.isArray(body.events) ? body.events : [];
    events = events.concat(items);
    var pages = typeof body.total_pages === 'number' ? body.total_pages : page;
    if (page >= pages || items.length === 0) return events;
  }
}

function navButton(text, label) {
  var button = el('button', 'nav', text);
  button.type = 'button';
  button.setAttribute('aria-label', label);
  return button;
}

function start() {
  var root = document.getElementById('calendar');
  if (!root) return;
  var api = apiRoot();
  var title = el('h2', 'month-title');
  title.id = 'month-title';
  title.setAttribute('aria-live', 'polite');
  var prev = navButton('\u2039', 'Previous month');
  var next = navButton('\u203a', 'Next month');
  var thisMonth = navButton('Today', 'This month');
  var nav = el('nav', 'month-nav');
  nav.setAttribute('aria-label', 'Months');
  nav.append(prev, title, next, thisMonth);
  var status = el('p', 'status');
  status.setAttribute('role', 'status');
  var table = el('table', 'month');
  table.id = 'grid';
  table.setAttribute('aria-labelledby', 'month-title');
  var panel = el('aside', 'details');
  panel.id = 'details';
  panel.hidden = true;
  panel.setAttribute('aria-labelledby', 'details-title');
  var close = navButton('Close', 'Close the details');
  close.className = 'close';
  panel.append(close, el('div', 'details-body'));
  root.replaceChildren(nav, status, table, panel);

  var byId = new Map();
  var loads = 0;
  var opener = null;
  var now = new Date();
  var current = parseMonthKey(location.hash.slice(1)) || { year: now.getFullYear(), month: now.getMonth() };

  async function show(m) {
    current = m;
    var mine = ++loads;
    var today = keyOf(new Date());
    var days = [].concat.apply([], monthWeeks(m));
    title.textContent = MONTH_FMT.format(new Date(m.year, m.month, 1, 12));
    status.textContent = 'Loading events\u2026';
    panel.hidden = true;
    renderGrid(table, m, [], today);
    try {
      var events = await fetchEvents(api, days[0], days[days.length - 1]);
      if (mine !== loads) return;
      byId = new Map(events.map(function (ev) { return [String(ev.id), ev]; }));
      renderGrid(table, m, events, today);
      var prefix = monthKey(m);
      var inMonth = events.some(function (ev) {
        var span = spanOf(ev);
        return span && span.first.slice(0, 7) <= prefix && span.last.slice(0, 7) >= prefix;
      });
      status.textContent = inMonth ? '' : 'No events this month.';
    } catch (error) {
      if (mine !== loads) return;
      status.textContent = 'The events could not be loaded: ' + (error && error.message ? error.message : String(error)) + '.';
    }
  }

  /** Months live in the address (#2026-11), so they can be bookmarked and the back button works. */
  function go(m) {
    if (location.hash === '#' + monthKey(m)) show(m);
    else location.hash = monthKey(m);
  }

  function hideDetails() {
    if (panel.hidden) return;
    panel.hidden = true;
    if (opener && opener.isConnected) opener.focus();
  }

  prev.addEventListener('click', function () { go(shiftMonth(current, -1)); });
  next.addEventListener('click', function () { go(shiftMonth(current, 1)); });
  thisMonth.addEventListener('click', function () {
    var today = new Date();
    go({ year: today.getFullYear(), month: today.getMonth() });
  });
  window.addEventListener('hashchange', function () {
    var m = parseMonthKey(location.hash.slice(1));
    if (m) show(m);
  });
  table.addEventListener('click', function (event) {
    var button = event.target instanceof Element ? event.target.closest('button.event') : null;
    var ev = button ? byId.get(button.getAttribute('data-id')) : undefined;
    if (!ev) return;
    opener = button;
    showDetails(panel, ev);
  });
  close.addEventListener('click', hideDetails);
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') hideDetails();
  });
  show(current);
}

start();
`;
