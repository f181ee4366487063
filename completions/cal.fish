# fish completion for cal, generated from its command tree by `cal completion fish` (npm run completions).
# Install: cal completion fish > ~/.config/fish/completions/cal.fish

# Sets the subcommands, flags (its own, then inherited ones), flags taking a value and arguments of the command at path $argv[1].
function __cal_node
    set -g __cal_subs
    set -g __cal_subdescs
    set -g __cal_flags
    set -g __cal_flagdescs
    set -g __cal_takes
    set -g __cal_args
    switch "$argv[1]"
        case ''
            set -g __cal_subs 'events' 'venues' 'organizers' 'categories' 'tags' 'export' 'import' 'sync' 'add' 'api' 'config' 'login' 'logout' 'auth' 'users' 'settings' 'store' 'generate' 'seed' 'agenda' 'month' 'week' 'serve' 'completion'
            set -g __cal_subdescs 'List, read, create, update and delete events' 'List, read, create, update and delete venues' 'List, read, create, update and delete organizers' 'List, read, create, update and delete categories' 'List, read, create, update and delete tags' 'Write events in a shape cal import reads back: every page of what cal events list shows' 'Create events from a file' 'Keep the calendar equal to an iCalendar feed inside a window: create new events, update changed ones, trash those that came from this feed and left it' 'Create an event from one line: the title, when' 'Send a raw request below the API root and print the JSON answer' 'Show and change settings of the current profile' 'Store a user name and application password for the current profile' 'Forget the stored credentials of the current profile' 'Who this run signs in as, and what the server lets it do' 'Manage users and their application passwords in the local calendar file' 'Show and change the site settings of the local calendar file' 'Look after the local calendar' 'Create a realistic fake calendar, the same for the same --seed, in the calendar or in a file' 'Apply a fixture of venues, organizers, terms and events that refer to each other by local names' 'Upcoming events grouped by day, with times, venues and categories' 'The events of a month as a calendar grid' 'The events of a week as a calendar grid' 'Serve the calendar API over HTTP from the local calendar file' 'Print the completion script for a shell: commands, flags, allowed values, and IDs and slugs from the calendar'
            set -g __cal_flags '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color' '--help' '-h'
            set -g __cal_flagdescs 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal' 'display help for command' 'display help for command'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'events'
            set -g __cal_subs 'list' 'get' 'create' 'update' 'delete' 'translate'
            set -g __cal_subdescs 'List events' 'Show one of the events' 'Create one of the events' 'Change fields of one or more of the events' 'Move one or more of the events to the trash' 'Create a translation of an event: dates, zone, venue, organizers, terms and flags are copied'
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'events list'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--page' '--per-page' '--start-date' '--end-date' '--starts-before' '--starts-after' '--ends-before' '--ends-after' '--strict-dates' '--no-strict-dates' '--search' '--categories' '--tags' '--venue' '--organizer' '--featured' '--no-featured' '--hide-from-listings' '--no-hide-from-listings' '--status' '--geoloc' '--no-geoloc' '--geoloc-lat' '--geoloc-lng' '--geoloc-radius' '--include' '--post-parent' '--ticketed' '--no-ticketed' '--password' '--lang' '--format' '--json' '--fields' '--tz' '--all' '--limit' '-L' '--no-pager' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'The archive page to return' 'The number of events to return on each page' 'Events that start on or after the specified date' 'Events that end on or before the specified date' 'Events that start before the specified date' 'Events that start after the specified date' 'Events that end before the specified date' 'Events that end after the specified date' 'Use the given times as stated' 'the same as --strict-dates=false' 'Events should contain the specified string in the title, description or excerpt' 'Events should be assigned one of the specified categories' 'Events should be assigned one of the specified tags' 'Events should be assigned one of the specified venue IDs' 'Events should be assigned one of the specified organizer IDs' 'Events should be filtered by their featured status' 'the same as --featured=false' 'Only the events hidden from listings' 'the same as --hide-from-listings=false' 'The event post status' 'Events should' 'the same as --geoloc=false' 'Latitude of a point: only events whose venue lies within geoloc_radius of it' 'Longitude of a point' 'Radius around geoloc_lat/geoloc_lng, in kilometres' 'Only events with these post IDs' 'Events whose parent post is the specified event ID' 'Events with or without tickets' 'the same as --ticketed=false' 'The password of a password-protected event, to read it in full' 'The language of the content' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'follow every page to the end' 'stop after this many items' 'stop after this many items' 'on a terminal, print the list without a pager' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--page' '--per-page' '--start-date' '--end-date' '--starts-before' '--starts-after' '--ends-before' '--ends-after' '--search' '--categories' '--tags' '--venue' '--organizer' '--status' '--geoloc-lat' '--geoloc-lng' '--geoloc-radius' '--include' '--post-parent' '--password' '--lang' '--format' '--fields' '--tz' '--limit' '-L' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'events get'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--password' '--lang' '--format' '--json' '--fields' '--tz' '--slug' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'The password of a password-protected event, to read it in full' 'The language of the content' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'find the item by its slug instead of its ID' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--password' '--lang' '--format' '--fields' '--tz' '--slug' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'id'
        case 'events create'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--author' '--date' '--date-utc' '--title' '--description' '--slug' '--excerpt' '--status' '--timezone' '--all-day' '--no-all-day' '--start-date' '--end-date' '--image' '--cost' '--website' '--show-map' '--no-show-map' '--show-map-link' '--no-show-map-link' '--hide-from-listings' '--no-hide-from-listings' '--sticky' '--no-sticky' '--featured' '--no-featured' '--categories' '--tags' '--venue' '--organizer' '--ical-uid' '--password' '--translation-of' '--lang' '--format' '--json' '--fields' '--tz' '--from-file' '--repeat' '--dry-run' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'The event author ID' 'The event publication date' 'The event publication date' 'The event title' 'The event description' 'The event slug' 'The event excerpt' 'The event post status' 'The event time zone' 'Whether the event lasts the whole day or not' 'the same as --all-day=false' 'The event start date and time' 'The event end date and time' 'The event featured image ID or URL' 'The event cost: a string or an array of strings' 'The event website URL' 'Whether the event should show a map or not' 'the same as --show-map=false' 'Whether the event should show a map link or not' 'the same as --show-map-link=false' 'Whether events should be hidden in the calendar view or not' 'the same as --hide-from-listings=false' 'Whether the event should be sticky in the calendar view or not' 'the same as --sticky=false' 'Whether the event should be featured on the site or not' 'the same as --featured=false' 'The event category IDs or names' 'The event tag IDs or names' 'The event venue: an ID, {"id": ID} or the data of a venue to create' 'The event organizers: IDs, {"id": ID} items or the data of organizers to create' 'The iCalendar UID the event was imported with' 'Protect the event with this password' 'The ID of the event this one translates' 'The language of the content' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'read the fields from a JSON object in FILE, or - for stdin' 'make a series, one event per occurrence: "weekly", "every 2 weeks on tue,thu until 2027-06-30", "monthly on the last friday", "daily for 10", or an RRULE' 'print the request that would be sent' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--author' '--date' '--date-utc' '--title' '--description' '--slug' '--excerpt' '--status' '--timezone' '--start-date' '--end-date' '--image' '--cost' '--website' '--categories' '--tags' '--venue' '--organizer' '--ical-uid' '--password' '--translation-of' '--lang' '--format' '--fields' '--tz' '--from-file' '--repeat' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'events update'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--author' '--date' '--date-utc' '--title' '--description' '--set-slug' '--excerpt' '--status' '--timezone' '--all-day' '--no-all-day' '--start-date' '--end-date' '--image' '--cost' '--website' '--show-map' '--no-show-map' '--show-map-link' '--no-show-map-link' '--hide-from-listings' '--no-hide-from-listings' '--sticky' '--no-sticky' '--featured' '--no-featured' '--categories' '--tags' '--venue' '--organizer' '--ical-uid' '--password' '--lang' '--format' '--json' '--fields' '--tz' '--slug' '--from-file' '--series' '--following' '--dry-run' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'The event author ID' 'The event publication date' 'The event publication date' 'The event title' 'The event description' 'The event slug' 'The event excerpt' 'The event post status' 'The event time zone' 'Whether the event lasts the whole day or not' 'the same as --all-day=false' 'The event start date and time' 'The event end date and time' 'The event featured image ID or URL' 'The event cost: a string or an array of strings' 'The event website URL' 'Whether the event should show a map or not' 'the same as --show-map=false' 'Whether the event should show a map link or not' 'the same as --show-map-link=false' 'Whether events should be hidden in the calendar view or not' 'the same as --hide-from-listings=false' 'Whether the event should be sticky in the calendar view or not' 'the same as --sticky=false' 'Whether the event should be featured on the site or not' 'the same as --featured=false' 'The event category IDs or names' 'The event tag IDs or names' 'The event venue: an ID, {"id": ID} or the data of a venue to create' 'The event organizers: IDs, {"id": ID} items or the data of organizers to create' 'The iCalendar UID the event was imported with' 'Protect the event with this password' 'The language of the content' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'find the item by its slug instead of its ID' 'read the fields from a JSON object in FILE, or - for stdin' 'change every occurrence of the event\'s series, not only this one' 'change this occurrence and the ones after it' 'print the request that would be sent' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--author' '--date' '--date-utc' '--title' '--description' '--set-slug' '--excerpt' '--status' '--timezone' '--start-date' '--end-date' '--image' '--cost' '--website' '--categories' '--tags' '--venue' '--organizer' '--ical-uid' '--password' '--lang' '--format' '--fields' '--tz' '--slug' '--from-file' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'id...'
        case 'events delete'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--password' '--force' '--no-force' '--lang' '--format' '--json' '--fields' '--tz' '--slug' '--yes' '-y' '--series' '--following' '--dry-run' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'The password of a password-protected event, to read it in full' 'Delete permanently instead of moving to the trash' 'the same as --force=false' 'The language of the content' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'find the item by its slug instead of its ID' 'do not ask for confirmation' 'do not ask for confirmation' 'delete every occurrence of the event\'s series, not only this one' 'delete this occurrence and the ones after it' 'print the request that would be sent' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--password' '--lang' '--format' '--fields' '--tz' '--slug' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'id...'
        case 'events translate'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--lang' '--author' '--date' '--date-utc' '--title' '--description' '--slug' '--excerpt' '--status' '--timezone' '--all-day' '--no-all-day' '--start-date' '--end-date' '--image' '--cost' '--website' '--show-map' '--no-show-map' '--show-map-link' '--no-show-map-link' '--hide-from-listings' '--no-hide-from-listings' '--sticky' '--no-sticky' '--featured' '--no-featured' '--categories' '--tags' '--venue' '--organizer' '--ical-uid' '--password' '--format' '--json' '--fields' '--tz' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'the language of the translation' 'The event author ID' 'The event publication date' 'The event publication date' 'The event title' 'The event description' 'The event slug' 'The event excerpt' 'The event post status' 'The event time zone' 'Whether the event lasts the whole day or not' 'the same as --all-day=false' 'The event start date and time' 'The event end date and time' 'The event featured image ID or URL' 'The event cost: a string or an array of strings' 'The event website URL' 'Whether the event should show a map or not' 'the same as --show-map=false' 'Whether the event should show a map link or not' 'the same as --show-map-link=false' 'Whether events should be hidden in the calendar view or not' 'the same as --hide-from-listings=false' 'Whether the event should be sticky in the calendar view or not' 'the same as --sticky=false' 'Whether the event should be featured on the site or not' 'the same as --featured=false' 'The event category IDs or names' 'The event tag IDs or names' 'The event venue: an ID, {"id": ID} or the data of a venue to create' 'The event organizers: IDs, {"id": ID} items or the data of organizers to create' 'The iCalendar UID the event was imported with' 'Protect the event with this password' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--lang' '--author' '--date' '--date-utc' '--title' '--description' '--slug' '--excerpt' '--status' '--timezone' '--start-date' '--end-date' '--image' '--cost' '--website' '--categories' '--tags' '--venue' '--organizer' '--ical-uid' '--password' '--format' '--fields' '--tz' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'id'
        case 'venues'
            set -g __cal_subs 'list' 'get' 'create' 'update' 'delete' 'export' 'import'
            set -g __cal_subdescs 'List venues' 'Show one of the venues' 'Create one of the venues' 'Change fields of one or more of the venues' 'Move one or more of the venues to the trash' 'Write venues in the shape cal venues import reads back: every page of what cal venues list shows, in slug order' 'Create venues from a file'
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'venues list'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--page' '--per-page' '--search' '--event' '--has-events' '--no-has-events' '--only-with-upcoming' '--no-only-with-upcoming' '--status' '--lang' '--format' '--json' '--fields' '--tz' '--all' '--limit' '-L' '--no-pager' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'The archive page to return' 'The number of venues to return on each page' 'Venues should contain the specified string in the title, description or custom fields' 'Venues should be related to this event' 'Venues should' 'the same as --has-events=false' 'Venues should have upcoming events associated to them' 'the same as --only-with-upcoming=false' 'The venue post status' 'The language of the content' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'follow every page to the end' 'stop after this many items' 'stop after this many items' 'on a terminal, print the list without a pager' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--page' '--per-page' '--search' '--event' '--status' '--lang' '--format' '--fields' '--tz' '--limit' '-L' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'venues get'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--lang' '--format' '--json' '--fields' '--tz' '--slug' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'The language of the content' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'find the item by its slug instead of its ID' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--lang' '--format' '--fields' '--tz' '--slug' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'id'
        case 'venues create'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--author' '--date' '--date-utc' '--venue' '--description' '--status' '--show-map' '--show-map-link' '--address' '--city' '--country' '--province' '--state' '--zip' '--phone' '--stateprovince' '--website' '--image' '--geo-lat' '--geo-lng' '--translation-of' '--lang' '--format' '--json' '--fields' '--tz' '--from-file' '--dry-run' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'The venue author ID' 'The venue publication date' 'The venue publication date' 'The venue name' 'The venue description' 'The venue post status' 'Whether events linked to the venue should show a map or not' 'Whether events linked to the venue should show a map link or not' 'The venue address' 'The venue city' 'The venue country' 'The venue province' 'The venue state' 'The venue ZIP code' 'The venue phone number' 'The venue state and province' 'The venue website URL' 'The venue featured image ID or URL' 'The venue latitude' 'The venue longitude' 'The ID of the venue this one translates' 'The language of the content' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'read the fields from a JSON object in FILE, or - for stdin' 'print the request that would be sent' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--author' '--date' '--date-utc' '--venue' '--description' '--status' '--show-map' '--show-map-link' '--address' '--city' '--country' '--province' '--state' '--zip' '--phone' '--stateprovince' '--website' '--image' '--geo-lat' '--geo-lng' '--translation-of' '--lang' '--format' '--fields' '--tz' '--from-file' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'venues update'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--author' '--date' '--date-utc' '--venue' '--description' '--status' '--show-map' '--show-map-link' '--address' '--city' '--country' '--province' '--state' '--zip' '--phone' '--stateprovince' '--website' '--image' '--geo-lat' '--geo-lng' '--lang' '--format' '--json' '--fields' '--tz' '--slug' '--from-file' '--dry-run' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'The venue author ID' 'The venue publication date' 'The venue publication date' 'The venue name' 'The venue description' 'The venue post status' 'Whether events linked to the venue should show a map or not' 'Whether events linked to the venue should show a map link or not' 'The venue address' 'The venue city' 'The venue country' 'The venue province' 'The venue state' 'The venue ZIP code' 'The venue phone number' 'The venue state and province' 'The venue website URL' 'The venue featured image ID or URL' 'The venue latitude' 'The venue longitude' 'The language of the content' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'find the item by its slug instead of its ID' 'read the fields from a JSON object in FILE, or - for stdin' 'print the request that would be sent' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--author' '--date' '--date-utc' '--venue' '--description' '--status' '--show-map' '--show-map-link' '--address' '--city' '--country' '--province' '--state' '--zip' '--phone' '--stateprovince' '--website' '--image' '--geo-lat' '--geo-lng' '--lang' '--format' '--fields' '--tz' '--slug' '--from-file' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'id...'
        case 'venues delete'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--force' '--no-force' '--lang' '--format' '--json' '--fields' '--tz' '--slug' '--yes' '-y' '--dry-run' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'Delete permanently instead of moving to the trash' 'the same as --force=false' 'The language of the content' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'find the item by its slug instead of its ID' 'do not ask for confirmation' 'do not ask for confirmation' 'print the request that would be sent' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--lang' '--format' '--fields' '--tz' '--slug' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'id...'
        case 'venues export'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--format' '--output' '--keep-formulas' '--bom' '--search' '--event' '--has-events' '--no-has-events' '--only-with-upcoming' '--no-only-with-upcoming' '--status' '--lang' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'json' 'write to FILE instead of stdout' 'CSV: write cells that start with = + - @ as they are' 'CSV: start with a UTF-8 byte order mark, for spreadsheets that otherwise guess the encoding' 'Venues should contain the specified string in the title, description or custom fields' 'Venues should be related to this event' 'Venues should' 'the same as --has-events=false' 'Venues should have upcoming events associated to them' 'the same as --only-with-upcoming=false' 'The venue post status' 'Export this language alone' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--format' '--output' '--search' '--event' '--status' '--lang' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'venues import'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--format' '--update' '--dry-run' '--errors' '--json' '--concurrency' '--delimiter' '--map' '--strict' '--sheet' '--date-order' '--lang' '--refetch' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'json, ndjson, csv or xlsx' 'update items that exist already instead of skipping them' 'check every record and show what would be created, updated or skipped, changing nothing' 'write the records that failed to FILE, in the input format, to retry them' 'print what became of each record as one JSON object: created, updated, skipped' 'records in flight at once' 'CSV: the separator, "," ";" or "tab"' 'CSV, xlsx: read columns of other names as fields, e.g. "Nombre=title,Fecha=start_date"' 'CSV, xlsx: refuse a file with a column that is no field' 'xlsx: the sheet to read' 'CSV, xlsx: how to read 04/06/2027 and 4.6.2027 written as text: dmy, mdy or ymd' 'the language of records that name none in a language field' 'URL: read it whole even if it has not changed since it was last imported' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--format' '--errors' '--concurrency' '--delimiter' '--map' '--sheet' '--date-order' '--lang' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'file'
        case 'organizers'
            set -g __cal_subs 'list' 'get' 'create' 'update' 'delete' 'export' 'import'
            set -g __cal_subdescs 'List organizers' 'Show one of the organizers' 'Create one of the organizers' 'Change fields of one or more of the organizers' 'Move one or more of the organizers to the trash' 'Write organizers in the shape cal organizers import reads back: every page of what cal organizers list shows, in slug order' 'Create organizers from a file'
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'organizers list'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--page' '--per-page' '--search' '--event' '--has-events' '--no-has-events' '--only-with-upcoming' '--no-only-with-upcoming' '--status' '--lang' '--format' '--json' '--fields' '--tz' '--all' '--limit' '-L' '--no-pager' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'The archive page to return' 'The number of organizers to return on each page' 'Organizers should contain the specified string in the title, description or custom fields' 'Organizers should be related to this event' 'Organizers should' 'the same as --has-events=false' 'Organizers should have upcoming events associated to them' 'the same as --only-with-upcoming=false' 'The organizer post status' 'The language of the content' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'follow every page to the end' 'stop after this many items' 'stop after this many items' 'on a terminal, print the list without a pager' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--page' '--per-page' '--search' '--event' '--status' '--lang' '--format' '--fields' '--tz' '--limit' '-L' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'organizers get'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--lang' '--format' '--json' '--fields' '--tz' '--slug' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'The language of the content' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'find the item by its slug instead of its ID' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--lang' '--format' '--fields' '--tz' '--slug' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'id'
        case 'organizers create'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--author' '--date' '--date-utc' '--organizer' '--description' '--status' '--phone' '--website' '--email' '--image' '--translation-of' '--lang' '--format' '--json' '--fields' '--tz' '--from-file' '--dry-run' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'The organizer author ID' 'The organizer publication date' 'The organizer publication date' 'The organizer name' 'The organizer description' 'The organizer post status' 'The organizer phone number' 'The organizer website' 'The organizer e-mail address' 'The organizer featured image ID or URL' 'The ID of the organizer this one translates' 'The language of the content' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'read the fields from a JSON object in FILE, or - for stdin' 'print the request that would be sent' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--author' '--date' '--date-utc' '--organizer' '--description' '--status' '--phone' '--website' '--email' '--image' '--translation-of' '--lang' '--format' '--fields' '--tz' '--from-file' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'organizers update'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--author' '--date' '--date-utc' '--organizer' '--description' '--status' '--phone' '--website' '--email' '--image' '--lang' '--format' '--json' '--fields' '--tz' '--slug' '--from-file' '--dry-run' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'The organizer author ID' 'The organizer publication date' 'The organizer publication date' 'The organizer name' 'The organizer description' 'The organizer post status' 'The organizer phone number' 'The organizer website' 'The organizer e-mail address' 'The organizer featured image ID or URL' 'The language of the content' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'find the item by its slug instead of its ID' 'read the fields from a JSON object in FILE, or - for stdin' 'print the request that would be sent' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--author' '--date' '--date-utc' '--organizer' '--description' '--status' '--phone' '--website' '--email' '--image' '--lang' '--format' '--fields' '--tz' '--slug' '--from-file' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'id...'
        case 'organizers delete'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--force' '--no-force' '--lang' '--format' '--json' '--fields' '--tz' '--slug' '--yes' '-y' '--dry-run' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'Delete permanently instead of moving to the trash' 'the same as --force=false' 'The language of the content' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'find the item by its slug instead of its ID' 'do not ask for confirmation' 'do not ask for confirmation' 'print the request that would be sent' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--lang' '--format' '--fields' '--tz' '--slug' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'id...'
        case 'organizers export'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--format' '--output' '--keep-formulas' '--bom' '--search' '--event' '--has-events' '--no-has-events' '--only-with-upcoming' '--no-only-with-upcoming' '--status' '--lang' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'json' 'write to FILE instead of stdout' 'CSV: write cells that start with = + - @ as they are' 'CSV: start with a UTF-8 byte order mark, for spreadsheets that otherwise guess the encoding' 'Organizers should contain the specified string in the title, description or custom fields' 'Organizers should be related to this event' 'Organizers should' 'the same as --has-events=false' 'Organizers should have upcoming events associated to them' 'the same as --only-with-upcoming=false' 'The organizer post status' 'Export this language alone' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--format' '--output' '--search' '--event' '--status' '--lang' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'organizers import'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--format' '--update' '--dry-run' '--errors' '--json' '--concurrency' '--delimiter' '--map' '--strict' '--sheet' '--date-order' '--lang' '--refetch' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'json, ndjson, csv or xlsx' 'update items that exist already instead of skipping them' 'check every record and show what would be created, updated or skipped, changing nothing' 'write the records that failed to FILE, in the input format, to retry them' 'print what became of each record as one JSON object: created, updated, skipped' 'records in flight at once' 'CSV: the separator, "," ";" or "tab"' 'CSV, xlsx: read columns of other names as fields, e.g. "Nombre=title,Fecha=start_date"' 'CSV, xlsx: refuse a file with a column that is no field' 'xlsx: the sheet to read' 'CSV, xlsx: how to read 04/06/2027 and 4.6.2027 written as text: dmy, mdy or ymd' 'the language of records that name none in a language field' 'URL: read it whole even if it has not changed since it was last imported' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--format' '--errors' '--concurrency' '--delimiter' '--map' '--sheet' '--date-order' '--lang' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'file'
        case 'categories'
            set -g __cal_subs 'list' 'get' 'create' 'update' 'delete' 'export' 'import'
            set -g __cal_subdescs 'List categories' 'Show one of the categories' 'Create one of the categories' 'Change fields of one or more of the categories' 'Delete one or more of the categories' 'Write categories in the shape cal categories import reads back: every page of what cal categories list shows' 'Create categories from a file'
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'categories list'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--page' '--per-page' '--search' '--exclude' '--include' '--order' '--orderby' '--hide-empty' '--no-hide-empty' '--parent' '--post' '--event' '--slug' '--lang' '--format' '--json' '--fields' '--tz' '--all' '--limit' '-L' '--no-pager' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'The archive page to return' 'The number of event categories to return on each page' 'Limit results to those matching a string in the name or slug' 'Ensure result set excludes specific IDs' 'Limit result set to specific IDs' 'Order sort attribute ascending or descending' 'Sort collection by term attribute' 'Whether to hide terms not assigned to any event' 'the same as --hide-empty=false' 'Limit result set to terms assigned to a specific parent' 'Limit result set to terms assigned to a specific event' 'Limit result set to terms assigned to a specific event' 'Limit result set to terms with a specific slug' 'The language of the content' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'follow every page to the end' 'stop after this many items' 'stop after this many items' 'on a terminal, print the list without a pager' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--page' '--per-page' '--search' '--exclude' '--include' '--order' '--orderby' '--parent' '--post' '--event' '--slug' '--lang' '--format' '--fields' '--tz' '--limit' '-L' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'categories get'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--lang' '--format' '--json' '--fields' '--tz' '--slug' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'The language of the content' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'find the item by its slug instead of its ID' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--lang' '--format' '--fields' '--tz' '--slug' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'id'
        case 'categories create'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--name' '--description' '--slug' '--parent' '--translation-of' '--lang' '--format' '--json' '--fields' '--tz' '--from-file' '--dry-run' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'The term name' 'The term description' 'The term slug' 'The parent category term ID' 'The ID of the category this one translates' 'The language of the content' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'read the fields from a JSON object in FILE, or - for stdin' 'print the request that would be sent' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--name' '--description' '--slug' '--parent' '--translation-of' '--lang' '--format' '--fields' '--tz' '--from-file' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'categories update'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--name' '--description' '--set-slug' '--parent' '--lang' '--format' '--json' '--fields' '--tz' '--slug' '--from-file' '--dry-run' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'The term name' 'The term description' 'The term slug' 'The parent category term ID' 'The language of the content' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'find the item by its slug instead of its ID' 'read the fields from a JSON object in FILE, or - for stdin' 'print the request that would be sent' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--name' '--description' '--set-slug' '--parent' '--lang' '--format' '--fields' '--tz' '--slug' '--from-file' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'id...'
        case 'categories delete'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--lang' '--format' '--json' '--fields' '--tz' '--slug' '--yes' '-y' '--dry-run' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'The language of the content' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'find the item by its slug instead of its ID' 'do not ask for confirmation' 'do not ask for confirmation' 'print the request that would be sent' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--lang' '--format' '--fields' '--tz' '--slug' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'id...'
        case 'categories export'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--format' '--output' '--keep-formulas' '--bom' '--search' '--exclude' '--include' '--hide-empty' '--no-hide-empty' '--parent' '--post' '--event' '--slug' '--lang' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'json' 'write to FILE instead of stdout' 'CSV: write cells that start with = + - @ as they are' 'CSV: start with a UTF-8 byte order mark, for spreadsheets that otherwise guess the encoding' 'Limit results to those matching a string in the name or slug' 'Ensure result set excludes specific IDs' 'Limit result set to specific IDs' 'Whether to hide terms not assigned to any event' 'the same as --hide-empty=false' 'Limit result set to terms assigned to a specific parent' 'Limit result set to terms assigned to a specific event' 'Limit result set to terms assigned to a specific event' 'Limit result set to terms with a specific slug' 'Export this language alone' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--format' '--output' '--search' '--exclude' '--include' '--parent' '--post' '--event' '--slug' '--lang' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'categories import'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--format' '--update' '--dry-run' '--errors' '--json' '--concurrency' '--delimiter' '--map' '--strict' '--sheet' '--date-order' '--lang' '--refetch' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'json, ndjson, csv or xlsx' 'update items that exist already instead of skipping them' 'check every record and show what would be created, updated or skipped, changing nothing' 'write the records that failed to FILE, in the input format, to retry them' 'print what became of each record as one JSON object: created, updated, skipped' 'records in flight at once' 'CSV: the separator, "," ";" or "tab"' 'CSV, xlsx: read columns of other names as fields, e.g. "Nombre=title,Fecha=start_date"' 'CSV, xlsx: refuse a file with a column that is no field' 'xlsx: the sheet to read' 'CSV, xlsx: how to read 04/06/2027 and 4.6.2027 written as text: dmy, mdy or ymd' 'the language of records that name none in a language field' 'URL: read it whole even if it has not changed since it was last imported' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--format' '--errors' '--concurrency' '--delimiter' '--map' '--sheet' '--date-order' '--lang' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'file'
        case 'tags'
            set -g __cal_subs 'list' 'get' 'create' 'update' 'delete' 'export' 'import'
            set -g __cal_subdescs 'List tags' 'Show one of the tags' 'Create one of the tags' 'Change fields of one or more of the tags' 'Delete one or more of the tags' 'Write tags in the shape cal tags import reads back: every page of what cal tags list shows' 'Create tags from a file'
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'tags list'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--page' '--per-page' '--search' '--exclude' '--include' '--order' '--orderby' '--hide-empty' '--no-hide-empty' '--post' '--event' '--slug' '--lang' '--format' '--json' '--fields' '--tz' '--all' '--limit' '-L' '--no-pager' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'The archive page to return' 'The number of event tags to return on each page' 'Limit results to those matching a string in the name or slug' 'Ensure result set excludes specific IDs' 'Limit result set to specific IDs' 'Order sort attribute ascending or descending' 'Sort collection by term attribute' 'Whether to hide terms not assigned to any event' 'the same as --hide-empty=false' 'Limit result set to terms assigned to a specific event' 'Limit result set to terms assigned to a specific event' 'Limit result set to terms with a specific slug' 'The language of the content' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'follow every page to the end' 'stop after this many items' 'stop after this many items' 'on a terminal, print the list without a pager' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--page' '--per-page' '--search' '--exclude' '--include' '--order' '--orderby' '--post' '--event' '--slug' '--lang' '--format' '--fields' '--tz' '--limit' '-L' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'tags get'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--lang' '--format' '--json' '--fields' '--tz' '--slug' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'The language of the content' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'find the item by its slug instead of its ID' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--lang' '--format' '--fields' '--tz' '--slug' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'id'
        case 'tags create'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--name' '--description' '--slug' '--translation-of' '--lang' '--format' '--json' '--fields' '--tz' '--from-file' '--dry-run' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'The term name' 'The term description' 'The term slug' 'The ID of the tag this one translates' 'The language of the content' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'read the fields from a JSON object in FILE, or - for stdin' 'print the request that would be sent' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--name' '--description' '--slug' '--translation-of' '--lang' '--format' '--fields' '--tz' '--from-file' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'tags update'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--name' '--description' '--set-slug' '--lang' '--format' '--json' '--fields' '--tz' '--slug' '--from-file' '--dry-run' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'The term name' 'The term description' 'The term slug' 'The language of the content' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'find the item by its slug instead of its ID' 'read the fields from a JSON object in FILE, or - for stdin' 'print the request that would be sent' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--name' '--description' '--set-slug' '--lang' '--format' '--fields' '--tz' '--slug' '--from-file' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'id...'
        case 'tags delete'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--lang' '--format' '--json' '--fields' '--tz' '--slug' '--yes' '-y' '--dry-run' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'The language of the content' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'find the item by its slug instead of its ID' 'do not ask for confirmation' 'do not ask for confirmation' 'print the request that would be sent' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--lang' '--format' '--fields' '--tz' '--slug' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'id...'
        case 'tags export'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--format' '--output' '--keep-formulas' '--bom' '--search' '--exclude' '--include' '--hide-empty' '--no-hide-empty' '--post' '--event' '--slug' '--lang' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'json' 'write to FILE instead of stdout' 'CSV: write cells that start with = + - @ as they are' 'CSV: start with a UTF-8 byte order mark, for spreadsheets that otherwise guess the encoding' 'Limit results to those matching a string in the name or slug' 'Ensure result set excludes specific IDs' 'Limit result set to specific IDs' 'Whether to hide terms not assigned to any event' 'the same as --hide-empty=false' 'Limit result set to terms assigned to a specific event' 'Limit result set to terms assigned to a specific event' 'Limit result set to terms with a specific slug' 'Export this language alone' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--format' '--output' '--search' '--exclude' '--include' '--post' '--event' '--slug' '--lang' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'tags import'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--format' '--update' '--dry-run' '--errors' '--json' '--concurrency' '--delimiter' '--map' '--strict' '--sheet' '--date-order' '--lang' '--refetch' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'json, ndjson, csv or xlsx' 'update items that exist already instead of skipping them' 'check every record and show what would be created, updated or skipped, changing nothing' 'write the records that failed to FILE, in the input format, to retry them' 'print what became of each record as one JSON object: created, updated, skipped' 'records in flight at once' 'CSV: the separator, "," ";" or "tab"' 'CSV, xlsx: read columns of other names as fields, e.g. "Nombre=title,Fecha=start_date"' 'CSV, xlsx: refuse a file with a column that is no field' 'xlsx: the sheet to read' 'CSV, xlsx: how to read 04/06/2027 and 4.6.2027 written as text: dmy, mdy or ymd' 'the language of records that name none in a language field' 'URL: read it whole even if it has not changed since it was last imported' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--format' '--errors' '--concurrency' '--delimiter' '--map' '--sheet' '--date-order' '--lang' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'file'
        case 'export'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--format' '--output' '--keep-formulas' '--bom' '--columns' '--start-date' '--end-date' '--starts-before' '--starts-after' '--ends-before' '--ends-after' '--strict-dates' '--no-strict-dates' '--search' '--categories' '--tags' '--venue' '--organizer' '--featured' '--no-featured' '--hide-from-listings' '--no-hide-from-listings' '--status' '--geoloc' '--no-geoloc' '--geoloc-lat' '--geoloc-lng' '--geoloc-radius' '--include' '--post-parent' '--ticketed' '--no-ticketed' '--password' '--lang' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'json' 'write to FILE instead of stdout' 'CSV: write cells that start with = + - @ as they are' 'CSV: start with a UTF-8 byte order mark, for spreadsheets that otherwise guess the encoding' 'CSV, xlsx: cal' 'Events that start on or after the specified date' 'Events that end on or before the specified date' 'Events that start before the specified date' 'Events that start after the specified date' 'Events that end before the specified date' 'Events that end after the specified date' 'Use the given times as stated' 'the same as --strict-dates=false' 'Events should contain the specified string in the title, description or excerpt' 'Events should be assigned one of the specified categories' 'Events should be assigned one of the specified tags' 'Events should be assigned one of the specified venue IDs' 'Events should be assigned one of the specified organizer IDs' 'Events should be filtered by their featured status' 'the same as --featured=false' 'Only the events hidden from listings' 'the same as --hide-from-listings=false' 'The event post status' 'Events should' 'the same as --geoloc=false' 'Latitude of a point: only events whose venue lies within geoloc_radius of it' 'Longitude of a point' 'Radius around geoloc_lat/geoloc_lng, in kilometres' 'Only events with these post IDs' 'Events whose parent post is the specified event ID' 'Events with or without tickets' 'the same as --ticketed=false' 'The password of a password-protected event, to read it in full' 'Export this language alone' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--format' '--output' '--columns' '--start-date' '--end-date' '--starts-before' '--starts-after' '--ends-before' '--ends-after' '--search' '--categories' '--tags' '--venue' '--organizer' '--status' '--geoloc-lat' '--geoloc-lng' '--geoloc-radius' '--include' '--post-parent' '--password' '--lang' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'import'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--format' '--update' '--dry-run' '--errors' '--json' '--concurrency' '--delimiter' '--map' '--strict' '--sheet' '--date-order' '--lang' '--refetch' '--from' '--until' '--max-occurrences' '--prune' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'json, ndjson, csv, xlsx or ics' 'update items that exist already instead of skipping them' 'check every record and show what would be created, updated or skipped, changing nothing' 'write the records that failed to FILE, in the input format, to retry them' 'print what became of each record as one JSON object: created, updated, skipped' 'records in flight at once' 'CSV: the separator, "," ";" or "tab"' 'CSV, xlsx: read columns of other names as fields, e.g. "Nombre=title,Fecha=start_date"' 'CSV, xlsx: refuse a file with a column that is no field' 'xlsx: the sheet to read' 'CSV, xlsx: how to read 04/06/2027 and 4.6.2027 written as text: dmy, mdy or ymd' 'the language of records that name none in a language field' 'URL: read it whole even if it has not changed since it was last imported' 'iCalendar: recurring events become their occurrences from DATE on' 'iCalendar: ... and before DATE' 'iCalendar: occurrences kept per recurring event, said when reached' 'iCalendar: trash the occurrences held here that the file no longer gives inside the window' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--format' '--errors' '--concurrency' '--delimiter' '--map' '--sheet' '--date-order' '--lang' '--from' '--until' '--max-occurrences' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'file'
        case 'sync'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--from' '--until' '--max-occurrences' '--dry-run' '--refetch' '--concurrency' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'the window starts on DATE' '... and ends before DATE' 'occurrences kept per recurring event' 'print what would be created, updated and trashed, changing nothing' 'read the feed whole even if it has not changed since the last sync' 'records in flight at once' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--from' '--until' '--max-occurrences' '--concurrency' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'url'
        case 'add'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--yes' '-y' '--timezone' '--format' '--json' '--fields' '--tz' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'create it without asking' 'create it without asking' 'the zone the times are in' 'output format: table, json, ndjson, csv, tsv, ids, count' 'the same as --format json' 'comma-separated fields to show, nested ones with dots' 'show event dates in this time zone, in every format' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--timezone' '--format' '--fields' '--tz' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'words...'
        case 'api'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--field' '-F' '--raw-field' '-f' '--input' '--paginate' '--include' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'a typed parameter: true, false, null, integers and JSON keep their type' 'a typed parameter: true, false, null, integers and JSON keep their type' 'a parameter sent as text, as written' 'a parameter sent as text, as written' 'send the JSON object in FILE' 'GET every page of a list and print one JSON array of all its items' 'print the status line and headers before the body' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--field' '-F' '--raw-field' '-f' '--input' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'method' 'path'
        case 'config'
            set -g __cal_subs 'list' 'get' 'set' 'unset'
            set -g __cal_subdescs 'Every setting of the profile, with where it comes from' 'Print one setting' 'Save a setting in the per-user configuration file' 'Remove a setting from the per-user configuration file'
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'config list'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'config get'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'key'
        case 'config set'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'key' 'value'
        case 'config unset'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'key'
        case 'login'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--user' '--password-stdin' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'user name' 'read the application password from stdin' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--user' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'logout'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'auth'
            set -g __cal_subs 'status'
            set -g __cal_subdescs 'The signed-in user, their role and capabilities, the server and what it declares it can do'
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'auth status'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--json' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'one JSON object' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'users'
            set -g __cal_subs 'list' 'add' 'remove' 'set-role' 'passwords'
            set -g __cal_subdescs 'Users, their roles and the names of their application passwords' 'Add a user and print a new application password' 'Remove a user' 'Change the role of a user' 'Application passwords of a user'
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'users list'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'users add'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--role' '--name' '--email' '--password-stdin' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'administrator, editor, author, contributor or subscriber' 'display name' 'e-mail address' 'read the application password from stdin instead of generating one' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--role' '--name' '--email' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'login'
        case 'users remove'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'login'
        case 'users set-role'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'login' 'role'
        case 'users passwords'
            set -g __cal_subs 'add' 'revoke'
            set -g __cal_subdescs 'Create an application password and print it' 'Revoke an application password'
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'users passwords add'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--name' '--password-stdin' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'a name to revoke it by later' 'read the password from stdin instead of generating one' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--name' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'login'
        case 'users passwords revoke'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'login' 'name'
        case 'settings'
            set -g __cal_subs 'show' 'get' 'set' 'reset'
            set -g __cal_subdescs 'Every setting and its value' 'Print the value of one setting' 'Change one setting' 'Put one setting back to its default'
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'settings show'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--json' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'print the settings as a JSON object' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'settings get'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--json' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'print the value as JSON' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'key'
        case 'settings set'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'key' 'value'
        case 'settings reset'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'key'
        case 'store'
            set -g __cal_subs 'check' 'compact' 'repair' 'backup' 'migrate' 'copy'
            set -g __cal_subdescs 'Read and verify the calendar' 'Fold the journal into the JSON document' 'Make a damaged file open again: keep what reads whole, set the rest aside in dated files' 'Write a consistent copy of the calendar, also while cal serve runs' 'Make or upgrade the tables of a calendar in PostgreSQL' 'Copy a calendar, as committed, between a file and PostgreSQL'
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'store check'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'calendars...'
        case 'store compact'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'store repair'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'store backup'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'destination'
        case 'store migrate'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'store copy'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'from' 'to'
        case 'generate'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--events' '--venues' '--organizers' '--categories' '--tags' '--from' '--days' '--seed' '--output' '--format' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'number of events' 'number of venues' 'number of organizers' 'number of categories, parents first' 'number of tags' 'first day events may start on' 'events start within this many days from --from' 'a number or a word' 'write the events to FILE instead of the calendar' 'file format' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--events' '--venues' '--organizers' '--categories' '--tags' '--from' '--days' '--seed' '--output' '--format' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'seed'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--output' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'write the map from local names to IDs to FILE instead of stdout' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--output' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'file'
        case 'agenda'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--days' '--from' '--json' '--timezone' '--width' '--status' '--lang' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'how many days to show' 'first day: YYYY-MM-DD, "today", "next monday"...' 'print the days and their events as JSON' 'show times in this zone' 'lay out for this many columns' 'events with these statuses, comma-separated, e.g. publish,draft' 'the language of the events, and of day and month names' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--days' '--from' '--timezone' '--width' '--status' '--lang' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'month'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--timezone' '--width' '--status' '--lang' '--compact' '--week-start' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'show times in this zone' 'lay out for this many columns' 'events with these statuses, comma-separated, e.g. publish,draft' 'the language of the events, and of day and month names' 'a small grid and a list of events instead of the full grid' 'first day of the week: monday or sunday' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--timezone' '--width' '--status' '--lang' '--week-start' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'month'
        case 'week'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--timezone' '--width' '--status' '--lang' '--compact' '--week-start' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'show times in this zone' 'lay out for this many columns' 'events with these statuses, comma-separated, e.g. publish,draft' 'the language of the events, and of day and month names' 'a small grid and a list of events instead of the full grid' 'first day of the week: monday or sunday' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--timezone' '--width' '--status' '--lang' '--week-start' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'date'
        case 'serve'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--port' '--host' '--timezone' '--site-url' '--demo' '--cors' '--instance-name' '--trusted-proxy' '--db-timeout' '--pid-file' '--ready-file' '--detach' '--log-file' '--stop' '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'port to listen on' 'address to bind' 'site time zone' 'public address of the site, used in every URL the API returns' 'fill a new, empty calendar with sample venues, organizers and events' 'allow browsers on these origins' 'name this server in its messages and in an X-Cal-Instance header on every answer' 'believe X-Forwarded-For from these proxies' 'with a postgres:// calendar: the longest wait for the database before a write answers 503' 'write the process ID to FILE while serving' 'write the API root to FILE once the API answers' 'run in the background: return once the API answers, printing its root' 'with --detach: append the server\'s messages to FILE' 'stop the server named by --pid-file, else the one serving the calendar file, and wait until it is gone' 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--port' '--host' '--timezone' '--site-url' '--cors' '--instance-name' '--trusted-proxy' '--db-timeout' '--pid-file' '--ready-file' '--log-file' '--profile' '--data' '--url' '--timeout'
            set -g __cal_args
        case 'completion'
            set -g __cal_subs
            set -g __cal_subdescs
            set -g __cal_flags '--help' '-h' '--version' '-V' '--profile' '--data' '--url' '--timeout' '--verbose' '--debug' '--no-color'
            set -g __cal_flagdescs 'display help for command' 'display help for command' 'output the version number' 'output the version number' 'configuration profile to use' 'local calendar file when no server URL is configured' 'base URL of a calendar site, overriding the profile' 'give up on a server that does not answer, or on a calendar file another command is writing, within this time' 'trace requests' 'as --verbose, and the headers and bodies of requests and answers' 'no colors, even on a terminal'
            set -g __cal_takes '--profile' '--data' '--url' '--timeout'
            set -g __cal_args 'shell'
    end
end

# Sets how to complete the value of flag or argument $argv[1] (a command path and --flag or <arg>); fails when free.
function __cal_value
    set -g __cal_kind
    set -g __cal_words
    switch "$argv[1]"
        case '--data'
            set -g __cal_kind file
            set -g __cal_words
        case 'events list --categories'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events list --tags'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events list --venue'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events list --organizer'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events list --status'
            set -g __cal_kind list
            set -g __cal_words 'publish' 'future' 'draft' 'pending' 'private' 'trash'
        case 'events list --include'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events list --post-parent'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events list --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'events list --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'events list --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events get --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'events get --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'events get --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events get --slug'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events get <id>'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events create --status'
            set -g __cal_kind words
            set -g __cal_words 'publish' 'future' 'draft' 'pending' 'private' 'trash'
        case 'events create --timezone'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events create --categories'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events create --tags'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events create --venue'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events create --organizer'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events create --translation-of'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events create --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'events create --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'events create --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events create --from-file'
            set -g __cal_kind file
            set -g __cal_words
        case 'events update --status'
            set -g __cal_kind words
            set -g __cal_words 'publish' 'future' 'draft' 'pending' 'private' 'trash'
        case 'events update --timezone'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events update --categories'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events update --tags'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events update --venue'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events update --organizer'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events update --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'events update --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'events update --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events update --slug'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events update --from-file'
            set -g __cal_kind file
            set -g __cal_words
        case 'events update <id>'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events delete --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'events delete --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'events delete --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events delete --slug'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events delete <id>'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events translate --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'events translate --status'
            set -g __cal_kind words
            set -g __cal_words 'publish' 'future' 'draft' 'pending' 'private' 'trash'
        case 'events translate --timezone'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events translate --categories'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events translate --tags'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events translate --venue'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events translate --organizer'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events translate --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'events translate --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'events translate <id>'
            set -g __cal_kind ask
            set -g __cal_words
        case 'venues list --event'
            set -g __cal_kind ask
            set -g __cal_words
        case 'venues list --status'
            set -g __cal_kind list
            set -g __cal_words 'publish' 'future' 'draft' 'pending' 'private' 'trash'
        case 'venues list --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'venues list --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'venues list --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'venues get --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'venues get --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'venues get --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'venues get --slug'
            set -g __cal_kind ask
            set -g __cal_words
        case 'venues get <id>'
            set -g __cal_kind ask
            set -g __cal_words
        case 'venues create --status'
            set -g __cal_kind words
            set -g __cal_words 'publish' 'future' 'draft' 'pending' 'private' 'trash'
        case 'venues create --translation-of'
            set -g __cal_kind ask
            set -g __cal_words
        case 'venues create --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'venues create --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'venues create --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'venues create --from-file'
            set -g __cal_kind file
            set -g __cal_words
        case 'venues update --status'
            set -g __cal_kind words
            set -g __cal_words 'publish' 'future' 'draft' 'pending' 'private' 'trash'
        case 'venues update --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'venues update --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'venues update --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'venues update --slug'
            set -g __cal_kind ask
            set -g __cal_words
        case 'venues update --from-file'
            set -g __cal_kind file
            set -g __cal_words
        case 'venues update <id>'
            set -g __cal_kind ask
            set -g __cal_words
        case 'venues delete --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'venues delete --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'venues delete --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'venues delete --slug'
            set -g __cal_kind ask
            set -g __cal_words
        case 'venues delete <id>'
            set -g __cal_kind ask
            set -g __cal_words
        case 'venues export --format'
            set -g __cal_kind words
            set -g __cal_words 'json' 'ndjson' 'csv' 'xlsx'
        case 'venues export --output'
            set -g __cal_kind file
            set -g __cal_words
        case 'venues export --event'
            set -g __cal_kind ask
            set -g __cal_words
        case 'venues export --status'
            set -g __cal_kind list
            set -g __cal_words 'publish' 'future' 'draft' 'pending' 'private' 'trash'
        case 'venues export --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'venues import --format'
            set -g __cal_kind words
            set -g __cal_words 'json' 'ndjson' 'csv' 'xlsx'
        case 'venues import --errors'
            set -g __cal_kind file
            set -g __cal_words
        case 'venues import --date-order'
            set -g __cal_kind words
            set -g __cal_words 'dmy' 'mdy' 'ymd'
        case 'venues import --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'venues import <file>'
            set -g __cal_kind file
            set -g __cal_words
        case 'organizers list --event'
            set -g __cal_kind ask
            set -g __cal_words
        case 'organizers list --status'
            set -g __cal_kind list
            set -g __cal_words 'publish' 'future' 'draft' 'pending' 'private' 'trash'
        case 'organizers list --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'organizers list --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'organizers list --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'organizers get --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'organizers get --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'organizers get --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'organizers get --slug'
            set -g __cal_kind ask
            set -g __cal_words
        case 'organizers get <id>'
            set -g __cal_kind ask
            set -g __cal_words
        case 'organizers create --status'
            set -g __cal_kind words
            set -g __cal_words 'publish' 'future' 'draft' 'pending' 'private' 'trash'
        case 'organizers create --translation-of'
            set -g __cal_kind ask
            set -g __cal_words
        case 'organizers create --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'organizers create --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'organizers create --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'organizers create --from-file'
            set -g __cal_kind file
            set -g __cal_words
        case 'organizers update --status'
            set -g __cal_kind words
            set -g __cal_words 'publish' 'future' 'draft' 'pending' 'private' 'trash'
        case 'organizers update --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'organizers update --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'organizers update --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'organizers update --slug'
            set -g __cal_kind ask
            set -g __cal_words
        case 'organizers update --from-file'
            set -g __cal_kind file
            set -g __cal_words
        case 'organizers update <id>'
            set -g __cal_kind ask
            set -g __cal_words
        case 'organizers delete --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'organizers delete --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'organizers delete --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'organizers delete --slug'
            set -g __cal_kind ask
            set -g __cal_words
        case 'organizers delete <id>'
            set -g __cal_kind ask
            set -g __cal_words
        case 'organizers export --format'
            set -g __cal_kind words
            set -g __cal_words 'json' 'ndjson' 'csv' 'xlsx'
        case 'organizers export --output'
            set -g __cal_kind file
            set -g __cal_words
        case 'organizers export --event'
            set -g __cal_kind ask
            set -g __cal_words
        case 'organizers export --status'
            set -g __cal_kind list
            set -g __cal_words 'publish' 'future' 'draft' 'pending' 'private' 'trash'
        case 'organizers export --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'organizers import --format'
            set -g __cal_kind words
            set -g __cal_words 'json' 'ndjson' 'csv' 'xlsx'
        case 'organizers import --errors'
            set -g __cal_kind file
            set -g __cal_words
        case 'organizers import --date-order'
            set -g __cal_kind words
            set -g __cal_words 'dmy' 'mdy' 'ymd'
        case 'organizers import --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'organizers import <file>'
            set -g __cal_kind file
            set -g __cal_words
        case 'categories list --exclude'
            set -g __cal_kind ask
            set -g __cal_words
        case 'categories list --include'
            set -g __cal_kind ask
            set -g __cal_words
        case 'categories list --order'
            set -g __cal_kind words
            set -g __cal_words 'asc' 'desc'
        case 'categories list --orderby'
            set -g __cal_kind words
            set -g __cal_words 'id' 'name' 'slug' 'count' 'description' 'term_group' 'include' 'slug_in' 'include_slugs' 'none'
        case 'categories list --parent'
            set -g __cal_kind ask
            set -g __cal_words
        case 'categories list --post'
            set -g __cal_kind ask
            set -g __cal_words
        case 'categories list --event'
            set -g __cal_kind ask
            set -g __cal_words
        case 'categories list --slug'
            set -g __cal_kind ask
            set -g __cal_words
        case 'categories list --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'categories list --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'categories list --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'categories get --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'categories get --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'categories get --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'categories get --slug'
            set -g __cal_kind ask
            set -g __cal_words
        case 'categories get <id>'
            set -g __cal_kind ask
            set -g __cal_words
        case 'categories create --parent'
            set -g __cal_kind ask
            set -g __cal_words
        case 'categories create --translation-of'
            set -g __cal_kind ask
            set -g __cal_words
        case 'categories create --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'categories create --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'categories create --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'categories create --from-file'
            set -g __cal_kind file
            set -g __cal_words
        case 'categories update --parent'
            set -g __cal_kind ask
            set -g __cal_words
        case 'categories update --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'categories update --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'categories update --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'categories update --slug'
            set -g __cal_kind ask
            set -g __cal_words
        case 'categories update --from-file'
            set -g __cal_kind file
            set -g __cal_words
        case 'categories update <id>'
            set -g __cal_kind ask
            set -g __cal_words
        case 'categories delete --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'categories delete --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'categories delete --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'categories delete --slug'
            set -g __cal_kind ask
            set -g __cal_words
        case 'categories delete <id>'
            set -g __cal_kind ask
            set -g __cal_words
        case 'categories export --format'
            set -g __cal_kind words
            set -g __cal_words 'json' 'ndjson' 'csv' 'xlsx'
        case 'categories export --output'
            set -g __cal_kind file
            set -g __cal_words
        case 'categories export --exclude'
            set -g __cal_kind ask
            set -g __cal_words
        case 'categories export --include'
            set -g __cal_kind ask
            set -g __cal_words
        case 'categories export --parent'
            set -g __cal_kind ask
            set -g __cal_words
        case 'categories export --post'
            set -g __cal_kind ask
            set -g __cal_words
        case 'categories export --event'
            set -g __cal_kind ask
            set -g __cal_words
        case 'categories export --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'categories import --format'
            set -g __cal_kind words
            set -g __cal_words 'json' 'ndjson' 'csv' 'xlsx'
        case 'categories import --errors'
            set -g __cal_kind file
            set -g __cal_words
        case 'categories import --date-order'
            set -g __cal_kind words
            set -g __cal_words 'dmy' 'mdy' 'ymd'
        case 'categories import --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'categories import <file>'
            set -g __cal_kind file
            set -g __cal_words
        case 'tags list --exclude'
            set -g __cal_kind ask
            set -g __cal_words
        case 'tags list --include'
            set -g __cal_kind ask
            set -g __cal_words
        case 'tags list --order'
            set -g __cal_kind words
            set -g __cal_words 'asc' 'desc'
        case 'tags list --orderby'
            set -g __cal_kind words
            set -g __cal_words 'id' 'name' 'slug' 'count' 'description' 'term_group' 'include' 'slug_in' 'include_slugs' 'none'
        case 'tags list --post'
            set -g __cal_kind ask
            set -g __cal_words
        case 'tags list --event'
            set -g __cal_kind ask
            set -g __cal_words
        case 'tags list --slug'
            set -g __cal_kind ask
            set -g __cal_words
        case 'tags list --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'tags list --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'tags list --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'tags get --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'tags get --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'tags get --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'tags get --slug'
            set -g __cal_kind ask
            set -g __cal_words
        case 'tags get <id>'
            set -g __cal_kind ask
            set -g __cal_words
        case 'tags create --translation-of'
            set -g __cal_kind ask
            set -g __cal_words
        case 'tags create --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'tags create --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'tags create --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'tags create --from-file'
            set -g __cal_kind file
            set -g __cal_words
        case 'tags update --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'tags update --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'tags update --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'tags update --slug'
            set -g __cal_kind ask
            set -g __cal_words
        case 'tags update --from-file'
            set -g __cal_kind file
            set -g __cal_words
        case 'tags update <id>'
            set -g __cal_kind ask
            set -g __cal_words
        case 'tags delete --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'tags delete --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'tags delete --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'tags delete --slug'
            set -g __cal_kind ask
            set -g __cal_words
        case 'tags delete <id>'
            set -g __cal_kind ask
            set -g __cal_words
        case 'tags export --format'
            set -g __cal_kind words
            set -g __cal_words 'json' 'ndjson' 'csv' 'xlsx'
        case 'tags export --output'
            set -g __cal_kind file
            set -g __cal_words
        case 'tags export --exclude'
            set -g __cal_kind ask
            set -g __cal_words
        case 'tags export --include'
            set -g __cal_kind ask
            set -g __cal_words
        case 'tags export --post'
            set -g __cal_kind ask
            set -g __cal_words
        case 'tags export --event'
            set -g __cal_kind ask
            set -g __cal_words
        case 'tags export --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'tags import --format'
            set -g __cal_kind words
            set -g __cal_words 'json' 'ndjson' 'csv' 'xlsx'
        case 'tags import --errors'
            set -g __cal_kind file
            set -g __cal_words
        case 'tags import --date-order'
            set -g __cal_kind words
            set -g __cal_words 'dmy' 'mdy' 'ymd'
        case 'tags import --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'tags import <file>'
            set -g __cal_kind file
            set -g __cal_words
        case 'export --format'
            set -g __cal_kind words
            set -g __cal_words 'json' 'ndjson' 'csv' 'xlsx' 'ics'
        case 'export --output'
            set -g __cal_kind file
            set -g __cal_words
        case 'export --columns'
            set -g __cal_kind words
            set -g __cal_words 'cal' 'tec'
        case 'export --categories'
            set -g __cal_kind ask
            set -g __cal_words
        case 'export --tags'
            set -g __cal_kind ask
            set -g __cal_words
        case 'export --venue'
            set -g __cal_kind ask
            set -g __cal_words
        case 'export --organizer'
            set -g __cal_kind ask
            set -g __cal_words
        case 'export --status'
            set -g __cal_kind list
            set -g __cal_words 'publish' 'future' 'draft' 'pending' 'private' 'trash'
        case 'export --include'
            set -g __cal_kind ask
            set -g __cal_words
        case 'export --post-parent'
            set -g __cal_kind ask
            set -g __cal_words
        case 'export --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'import --format'
            set -g __cal_kind words
            set -g __cal_words 'json' 'ndjson' 'csv' 'xlsx' 'ics'
        case 'import --errors'
            set -g __cal_kind file
            set -g __cal_words
        case 'import --date-order'
            set -g __cal_kind words
            set -g __cal_words 'dmy' 'mdy' 'ymd'
        case 'import --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'import <file>'
            set -g __cal_kind file
            set -g __cal_words
        case 'add --timezone'
            set -g __cal_kind ask
            set -g __cal_words
        case 'add --format'
            set -g __cal_kind words
            set -g __cal_words 'table' 'json' 'ndjson' 'csv' 'tsv' 'ids' 'count'
        case 'add --tz'
            set -g __cal_kind ask
            set -g __cal_words
        case 'api --input'
            set -g __cal_kind file
            set -g __cal_words
        case 'api <method>'
            set -g __cal_kind words
            set -g __cal_words 'GET' 'POST' 'PUT' 'PATCH' 'DELETE'
        case 'config get <key>'
            set -g __cal_kind words
            set -g __cal_words 'url' 'rest_prefix' 'namespace' 'lang' 'timezone' 'format' 'date_order' 'data' 'user'
        case 'config set <key>'
            set -g __cal_kind words
            set -g __cal_words 'url' 'rest_prefix' 'namespace' 'lang' 'timezone' 'format' 'date_order' 'data' 'user'
        case 'config unset <key>'
            set -g __cal_kind words
            set -g __cal_words 'url' 'rest_prefix' 'namespace' 'lang' 'timezone' 'format' 'date_order' 'data' 'user'
        case 'users add --role'
            set -g __cal_kind words
            set -g __cal_words 'administrator' 'editor' 'author' 'contributor' 'subscriber'
        case 'users set-role <role>'
            set -g __cal_kind words
            set -g __cal_words 'administrator' 'editor' 'author' 'contributor' 'subscriber'
        case 'settings get <key>'
            set -g __cal_kind words
            set -g __cal_words 'timezone' 'site_url' 'default_language' 'languages' 'posts_per_page' 'max_per_page' 'multi_day_cutoff' 'currency_symbol' 'currency_position'
        case 'settings set <key>'
            set -g __cal_kind words
            set -g __cal_words 'timezone' 'site_url' 'default_language' 'languages' 'posts_per_page' 'max_per_page' 'multi_day_cutoff' 'currency_symbol' 'currency_position'
        case 'settings reset <key>'
            set -g __cal_kind words
            set -g __cal_words 'timezone' 'site_url' 'default_language' 'languages' 'posts_per_page' 'max_per_page' 'multi_day_cutoff' 'currency_symbol' 'currency_position'
        case 'store backup <destination>'
            set -g __cal_kind file
            set -g __cal_words
        case 'generate --output'
            set -g __cal_kind file
            set -g __cal_words
        case 'generate --format'
            set -g __cal_kind words
            set -g __cal_words 'json' 'ndjson' 'csv' 'xlsx' 'ics'
        case 'seed --output'
            set -g __cal_kind file
            set -g __cal_words
        case 'seed <file>'
            set -g __cal_kind file
            set -g __cal_words
        case 'agenda --timezone'
            set -g __cal_kind ask
            set -g __cal_words
        case 'agenda --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'month --timezone'
            set -g __cal_kind ask
            set -g __cal_words
        case 'month --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'week --timezone'
            set -g __cal_kind ask
            set -g __cal_words
        case 'week --lang'
            set -g __cal_kind words
            set -g __cal_words 'ca' 'en' 'es'
        case 'serve --timezone'
            set -g __cal_kind ask
            set -g __cal_words
        case 'serve --pid-file'
            set -g __cal_kind file
            set -g __cal_words
        case 'serve --ready-file'
            set -g __cal_kind file
            set -g __cal_words
        case 'serve --log-file'
            set -g __cal_kind file
            set -g __cal_words
        case 'completion <shell>'
            set -g __cal_kind words
            set -g __cal_words 'bash' 'zsh' 'fish'
        case '*'
            return 1
    end
    return 0
end

# Prints candidates for a value as __cal_value said: $argv is the command, the value's prefix (--flag=), the value
# typed so far, then the words to ask cal __complete about.
function __cal_reply
    set -l cmd $argv[1]
    set -l pre $argv[2]
    set -l value $argv[3]
    set -l words $argv
    set -e words[1..3]
    switch "$__cal_kind"
        case words
            for w in $__cal_words
                printf '%s%s\n' "$pre" $w
            end
        case list
            set -l head (string replace -r -- '[^,]*$' '' "$value")
            for w in $__cal_words
                printf '%s%s%s\n' "$pre" "$head" $w
            end
        case file
            for p in (__fish_complete_path "$value")
                printf '%s%s\n' "$pre" $p
            end
        case ask
            command $cmd __complete -- $words 2>/dev/null </dev/null
    end
end

function __cal_print_flags
    for i in (seq (count $__cal_flags))
        printf '%s\t%s\n' $__cal_flags[$i] $__cal_flagdescs[$i]
    end
end

# Finds the command path in the words before the cursor, then prints what may follow there.
function __cal_complete
    set -l tokens (commandline -opc)
    set -l cur (commandline -ct)
    set -l cmd $tokens[1]
    set -e tokens[1]
    __cal_node ''
    set -l cmdpath
    set -l expect
    set -l dashes
    set -l n 0
    for word in $tokens
        if test -n "$expect"
            # A lone "=" keeps waiting for the value.
            test "$word" = '=' ; or set expect
        else if test -z "$dashes"; and test "$word" = '--'
            set dashes 1
        else if test -z "$dashes"; and string match -qr -- '^-.' $word
            if not string match -q -- '*=*' $word; and contains -- $word $__cal_takes
                set expect $word
            end
        else if test $n -eq 0; and contains -- $word $__cal_subs
            set -a cmdpath $word
            __cal_node "$cmdpath"
        else
            set n (math $n + 1)
        end
    end
    set -l key "$cmdpath"
    if test -n "$expect"
        __cal_value (string trim -- "$key $expect"); or __cal_value $expect; or return
        __cal_reply $cmd '' "$cur" $tokens "$cur"
    else if test -z "$dashes"; and string match -qr -- '^--[^=]+=' "$cur"
        set -l flag (string replace -r -- '=.*' '' "$cur")
        __cal_value (string trim -- "$key $flag"); or __cal_value $flag; or return
        __cal_reply $cmd "$flag=" (string replace -r -- '^[^=]*=' '' "$cur") $tokens "$cur"
    else if test -z "$dashes"; and string match -q -- '-*' "$cur"
        __cal_print_flags
    else if test (count $__cal_subs) -gt 0
        # After a word that is not one of the subcommands, nothing can follow.
        test $n -eq 0; or return
        for i in (seq (count $__cal_subs))
            printf '%s\t%s\n' $__cal_subs[$i] $__cal_subdescs[$i]
        end
    else
        set -l arg $__cal_args[(math $n + 1)]
        if test -z "$arg"; and string match -q -- '*...' "$__cal_args[-1]"
            set arg $__cal_args[-1]
        end
        if test -n "$arg"
            __cal_value (string trim -- "$key <"(string replace -- '...' '' $arg)">"); or return
            __cal_reply $cmd '' "$cur" $tokens "$cur"
        else if test -z "$dashes"; and test -z "$cur"
            __cal_print_flags
        end
    end
end

complete -c cal -f -a '(__cal_complete)'
