// Browser script, part 3: the month grid (a table of days, each listing the events covering it) and the details panel.
export const SCRIPT_GRID = String.raw`
/** Short weekday names from Monday, in the browser's language (1 January 2024 was a Monday). */
var WEEKDAY_NAMES = [0, 1, 2, 3, 4, 5, 6].map(function (i) { return WEEKDAY_FMT.format(new Date(2024, 0, 1 + i, 12)); });

/** Per day of the grid, the events covering it: a multi-day event is listed on each of its days. */
function dayEntries(events, days) {
  var first = days[0];
  var last = days[days.length - 1];
  var byDay = {};
  events.forEach(function (ev) {
    var span = spanOf(ev);
    if (!span || span.first > last || span.last < first) return;
    for (var day = span.first < first ? first : span.first; day <= span.last && day <= last; day = addDays(day, 1)) {
      (byDay[day] = byDay[day] || []).push({ event: ev, span: span, day: day, title: plain(ev.title) });
    }
  });
  Object.keys(byDay).forEach(function (day) { byDay[day].sort(compareEntries); });
  return byDay;
}

/** Whole-day entries (all-day events, days a longer event goes on) first, then by start time. */
function compareEntries(a, b) {
  var wholeA = a.event.all_day || a.day !== a.span.first ? 0 : 1;
  var wholeB = b.event.all_day || b.day !== b.span.first ? 0 : 1;
  if (wholeA !== wholeB) return wholeA - wholeB;
  var startA = wholeA === 0 ? 0 : utcMs(a.event.utc_start_date);
  var startB = wholeB === 0 ? 0 : utcMs(b.event.utc_start_date);
  if (startA !== startB) return startA - startB;
  return a.title.localeCompare(b.title) || a.event.id - b.event.id;
}

function entryButton(entry) {
  var ev = entry.event;
  var classes = ['event'];
  var categories = categoryNames(ev);
  if (categories.length > 0) classes.push(categoryClass(categories[0]));
  if (ev.all_day) classes.push('all-day');
  if (entry.span.first !== entry.span.last) classes.push('multi-day');
  if (entry.day !== entry.span.first) classes.push('continues');
  var button = el('button', classes.join(' '));
  button.type = 'button';
  button.setAttribute('data-id', String(ev.id));
  button.title = entry.title;
  if (!ev.all_day && entry.day === entry.span.first) button.appendChild(el('span', 'time', TIME_FMT.format(new Date(utcMs(ev.utc_start_date)))));
  button.appendChild(el('span', 'title', entry.title));
  return button;
}

function renderGrid(table, m, events, today) {
  var weeks = monthWeeks(m);
  var byDay = dayEntries(events, [].concat.apply([], weeks));
  var head = el('tr');
  WEEKDAY_NAMES.forEach(function (name) {
    var th = el('th', '', name);
    th.scope = 'col';
    head.appendChild(th);
  });
  var thead = el('thead');
  thead.appendChild(head);
  var tbody = el('tbody');
  weeks.forEach(function (week) {
    var row = el('tr');
    week.forEach(function (day) {
      var cell = el('td');
      cell.setAttribute('data-date', day);
      if (day.slice(0, 7) !== monthKey(m)) cell.classList.add('other-month');
      if (day === today) {
        cell.classList.add('today');
        cell.setAttribute('aria-current', 'date');
      }
      cell.appendChild(el('div', 'day-number', String(Number(day.slice(8)))));
      var list = el('ul', 'events');
      (byDay[day] || []).forEach(function (entry) {
        var item = el('li');
        item.appendChild(entryButton(entry));
        list.appendChild(item);
      });
      cell.appendChild(list);
      row.appendChild(cell);
    });
    tbody.appendChild(row);
  });
  table.replaceChildren(thead, tbody);
}

function whenText(ev) {
  var span = spanOf(ev);
  if (ev.all_day && span) {
    var first = DATE_FMT.format(dateOf(span.first));
    return span.first === span.last ? first + ' (all day)' : first + ' \u2013 ' + DATE_FMT.format(dateOf(span.last)) + ' (all day)';
  }
  var start = new Date(utcMs(ev.utc_start_date));
  var end = new Date(utcMs(ev.utc_end_date));
  if (isNaN(end.getTime()) || end.getTime() <= start.getTime()) return DATE_TIME_FMT.format(start);
  if (typeof DATE_TIME_FMT.formatRange === 'function') return DATE_TIME_FMT.formatRange(start, end);
  return DATE_TIME_FMT.format(start) + ' \u2013 ' + DATE_TIME_FMT.format(end);
}

function showDetails(panel, ev) {
  var title = el('h2', 'details-title', plain(ev.title));
  title.id = 'details-title';
  title.tabIndex = -1;
  var fields = el('dl');
  function field(label, value) {
    if (!value) return;
    fields.appendChild(el('dt', '', label));
    fields.appendChild(el('dd', 'field-' + label.toLowerCase(), value));
  }
  field('When', whenText(ev));
  field('Venue', venueText(ev.venue));
  field('Organizer', organizerText(ev.organizer));
  field('Categories', categoryNames(ev).join(', '));
  field('Cost', plain(ev.cost));
  var parts = [title, fields];
  var text = paragraphs(ev.description);
  if (text.length > 0) {
    var description = el('div', 'description');
    text.forEach(function (p) { description.appendChild(el('p', '', p)); });
    parts.push(description);
  }
  var href = safeUrl(ev.website) || safeUrl(ev.url);
  if (href) {
    var link = el('a', 'event-link', 'Event website');
    link.href = href;
    link.rel = 'noopener noreferrer';
    var line = el('p');
    line.appendChild(link);
    parts.push(line);
  }
  var body = panel.querySelector('.details-body');
  body.replaceChildren.apply(body, parts);
  panel.hidden = false;
  title.focus();
}
`;
