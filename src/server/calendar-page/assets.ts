// The read-only calendar page: its script and stylesheet as served files, its markup, and the policy that confines it.
import { escapeText } from '../../domain/content.js';
import type { ApiResponse } from '../http-types.js';
import { SCRIPT_DATES } from './script-dates.js';
import { SCRIPT_GRID } from './script-grid.js';
import { SCRIPT_MAIN } from './script-main.js';
import { SCRIPT_TEXT } from './script-text.js';
import { CALENDAR_STYLE } from './style.js';

export const CALENDAR_SCRIPT = `(function () {\n'use strict';\n${SCRIPT_DATES}${SCRIPT_TEXT}${SCRIPT_GRID}${SCRIPT_MAIN}})();\n`;

/** Site pages run only the server's own script and style; nothing inline, nothing from elsewhere. */
export const CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const FILES: Record<string, { type: string; body: string }> = {
  'calendar.js': { type: 'text/javascript; charset=UTF-8', body: CALENDAR_SCRIPT },
  'calendar.css': { type: 'text/css; charset=UTF-8', body: CALENDAR_STYLE },
};

/** Also under a language segment, so the page's relative addresses work from `/es/` too. */
const ASSET_PATH = /^(?:\/([A-Za-z]{2,3}(?:[-_][A-Za-z]{2,4})?))?\/(calendar\.(?:js|css))$/;

/** The script or stylesheet at `path`, or undefined when the path is not one of them. */
export function calendarAsset(path: string, method: string, languages: readonly string[]): ApiResponse | undefined {
  const [, language, name] = ASSET_PATH.exec(path) ?? [];
  const file = name === undefined ? undefined : FILES[name];
  if (!file || (language !== undefined && !languages.includes(language))) return undefined;
  return {
    status: 200,
    headers: {
      'content-type': file.type,
      'x-content-type-options': 'nosniff',
      'content-security-policy': CONTENT_SECURITY_POLICY,
      // A new version of cal may change the files: browsers check before reusing them.
      'cache-control': 'no-cache',
    },
    body: method.toUpperCase() === 'HEAD' ? '' : file.body,
  };
}

/** Head tags of the calendar page; the addresses are relative so a language root finds its own copies. */
export const CALENDAR_HEAD = [
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  '<link rel="stylesheet" href="calendar.css">',
  '<script src="calendar.js" defer></script>',
];

/** The page body: the script builds the month grid inside #calendar from the public API. */
export function calendarBody(apiRoot: string): string {
  const api = escapeText(apiRoot);
  return [
    '<header>',
    '<h1>Calendar</h1>',
    `<p>API: <a href="${api}">${api}</a></p>`,
    '</header>',
    '<main id="calendar">',
    `<noscript><p>The calendar needs JavaScript; its events are also served by the API at <a href="${api}">${api}</a>.</p></noscript>`,
    '</main>',
  ].join('\n');
}
