// "Subscribe to calendar" links, as TEC's views write them (src/Tribe/Views/V2/iCalendar/Links/): Google Calendar's
// `cid=` with the feed's webcal address, iCalendar's webcal address itself, Outlook 365's and Outlook Live's
// add-subscription pages, and the .ics file to download.
import { escapeText } from '../domain/content.js';

export interface SubscribeLink {
  readonly label: string;
  readonly href: string;
}

const webcal = (feed: string) => feed.replace(/^https?:\/\//, 'webcal://');

/** The links to subscribe to `feed` (an http(s) feed address), named `name` where an app asks for one. */
export function subscribeLinks(feed: string, name: string): SubscribeLink[] {
  const outlook = (host: string) =>
    `https://outlook.${host}.com/owa?path=/calendar/action/compose&rru=addsubscription&url=${encodeURIComponent(webcal(feed))}&name=${encodeURIComponent(name)}`;
  return [
    {
      label: 'Google Calendar',
      href: `https://www.google.com/calendar/render?cid=${encodeURIComponent(webcal(feed))}`,
    },
    { label: 'iCalendar', href: webcal(feed) },
    { label: 'Outlook 365', href: outlook('office') },
    { label: 'Outlook Live', href: outlook('live') },
    { label: 'Export .ics file', href: feed },
  ];
}

/** The links as a page shows them: a labelled list, the .ics one a download. */
export function subscribeHtml(feed: string, name: string, title = 'Subscribe to calendar'): string {
  const items = subscribeLinks(feed, name).map(({ label, href }) => {
    const download = href === feed ? ' download' : '';
    return `<li><a href="${escapeText(href)}"${download} rel="nofollow">${escapeText(label)}</a></li>`;
  });
  return [
    `<nav class="subscribe" aria-label="${escapeText(title)}">`,
    `<h2>${escapeText(title)}</h2>`,
    '<ul>',
    ...items,
    '</ul>',
    '</nav>',
  ].join('\n');
}
