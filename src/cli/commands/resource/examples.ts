// Examples shown by `cal <resource> <verb> --help`: a few command lines that work as written, per resource and verb.
import type { ResourceName } from '../../../api/resources.js';
import { examplesText } from '../../examples.js';
import type { Verb } from './actions.js';

const EXAMPLES: Record<ResourceName, Record<Verb, readonly string[]>> = {
  events: {
    list: [
      'cal events list --starts-after 2026-12-01 --categories music,theatre --per-page 50',
      'cal events list --status draft,pending --format json --fields id,title,status',
      'cal events list --all --format ndjson > events.ndjson',
    ],
    get: [
      'cal events get 42',
      'cal events get --slug jazz-night --json',
      'cal events get 42 --tz Europe/Madrid --fields id,title,start_date',
    ],
    create: [
      'cal events create --title "Jazz Night" --start-date "tomorrow 8pm" --end-date "tomorrow 11pm" --venue 12 --organizer 3,4',
      `cal events create --title Pop-up --start-date 2026-12-24 --end-date 2026-12-24 --all-day --venue '{"venue":"Inline Hall","city":"Vic"}'`,
      'cal events create --from-file event.json --status draft',
      'cal events create --title Test --start-date tomorrow --end-date tomorrow --dry-run   # print the request only',
    ],
    update: [
      `cal events update 42 --featured --cost '$15'`,
      'cal events update --slug jazz-night --set-slug jazz-night-2026 --categories music',
      'cal events update 42 --start-date "2026-12-05 20:00" --end-date "2026-12-05 23:00" --timezone Europe/Madrid',
      'cal events update 42 43 44 --status draft --dry-run',
    ],
    delete: [
      'cal events delete 42 --yes              # to the trash',
      'cal events delete 74 14 -y              # several; fails at the end if one did',
      'cal events delete --slug jazz-night --force --yes',
    ],
  },
  venues: {
    list: [
      'cal venues list --search hall',
      'cal venues list --status publish,draft --format csv --fields id,venue,city',
    ],
    get: ['cal venues get 12', 'cal venues get --slug blue-note-hall --json'],
    create: [
      'cal venues create --venue "Blue Note Hall" --city "New York" --country "United States"',
      'cal venues create --venue "Sala Apolo" --city Barcelona --geo-lat 41.374 --geo-lng 2.169',
    ],
    update: [
      'cal venues update 12 --phone "+1 212 475 8592"',
      'cal venues update --slug blue-note-hall --website https://bluenote.example.org',
    ],
    delete: [
      'cal venues delete 12 --yes              # to the trash, unlinked from its events',
      'cal venues delete --slug old-hall --force --yes',
    ],
  },
  organizers: {
    list: ['cal organizers list --only-with-upcoming', 'cal organizers list --search society --format ids'],
    get: ['cal organizers get 3', 'cal organizers get --slug jazz-society --json'],
    create: [
      'cal organizers create --organizer "Jazz Society" --email info@jazz.example.org',
      'cal organizers create --organizer "Sociedad del Jazz" --lang es --translation-of 3',
    ],
    update: [
      'cal organizers update 3 --phone "+34 600 000 000"',
      'cal organizers update --slug jazz-society --website https://jazz.example.org',
    ],
    delete: ['cal organizers delete 3 --yes', 'cal organizers delete --slug jazz-society --force --yes'],
  },
  categories: {
    list: ['cal categories list --no-hide-empty', 'cal categories list --orderby count --order desc --format ids'],
    get: ['cal categories get 5', 'cal categories get --slug music --lang es --json'],
    create: [
      'cal categories create --name Festivals',
      'cal categories create --name "Jazz festivals" --parent 5 --slug jazz-festivals',
    ],
    update: [
      'cal categories update 5 --name "Live music"',
      'cal categories update --slug jazz --parent music --set-slug jazz-music',
    ],
    delete: ['cal categories delete 5 --yes', 'cal categories delete 5 --yes --json'],
  },
  tags: {
    list: ['cal tags list --search jazz --format ids', 'cal tags list --orderby name --no-hide-empty'],
    get: ['cal tags get 7', 'cal tags get 7 --fields id,name,slug,count'],
    create: ['cal tags create --name jazz', 'cal tags create --name "free entry" --slug free'],
    update: ['cal tags update 7 --name "live jazz"', 'cal tags update --slug jazz --set-slug live-jazz'],
    delete: ['cal tags delete 7 8 9 --yes', 'cal tags delete --slug free --yes --format json'],
  },
};

export function verbExamples(resource: ResourceName, verb: Verb): string {
  return examplesText(EXAMPLES[resource][verb]);
}
