// tzdata's letter abbreviations (what PHP's date('T') prints); all other zones print numeric ones.

/**
 * Generated from tzdata 2025b for every zone Intl knows, plus the current IANA names of zones
 * ICU still calls by an older name. One abbreviation means the zone observes no DST;
 * "LOW/HIGH" pairs are the abbreviations for the smaller and the larger UTC offset of the year
 * (Europe/Dublin's "IST" is its summer time even though Irish law calls it standard time).
 */
const GROUPS: ReadonlyArray<readonly [string, string]> = [
  [
    'GMT',
    'Africa/Abidjan Africa/Accra Africa/Bamako Africa/Banjul Africa/Bissau Africa/Conakry ' +
      'Africa/Dakar Africa/Freetown Africa/Lome Africa/Monrovia Africa/Nouakchott ' +
      'Africa/Ouagadougou Africa/Sao_Tome America/Danmarkshavn Atlantic/Reykjavik ' +
      'Atlantic/St_Helena',
  ],
  [
    'EAT',
    'Africa/Addis_Ababa Africa/Asmera Africa/Asmara Africa/Dar_es_Salaam Africa/Djibouti ' +
      'Africa/Kampala Africa/Mogadishu Africa/Nairobi Indian/Antananarivo Indian/Comoro ' +
      'Indian/Mayotte',
  ],
  ['CET', 'Africa/Algiers Africa/Tunis'],
  [
    'WAT',
    'Africa/Bangui Africa/Brazzaville Africa/Douala Africa/Kinshasa Africa/Lagos ' +
      'Africa/Libreville Africa/Luanda Africa/Malabo Africa/Ndjamena Africa/Niamey ' +
      'Africa/Porto-Novo',
  ],
  [
    'CAT',
    'Africa/Blantyre Africa/Bujumbura Africa/Gaborone Africa/Harare Africa/Juba ' +
      'Africa/Khartoum Africa/Kigali Africa/Lubumbashi Africa/Lusaka Africa/Maputo ' +
      'Africa/Windhoek',
  ],
  [
    'EET/EEST',
    'Africa/Cairo Asia/Beirut Asia/Famagusta Asia/Gaza Asia/Hebron Asia/Nicosia ' +
      'Europe/Athens Europe/Bucharest Europe/Chisinau Europe/Helsinki Europe/Kiev Europe/Kyiv ' +
      'Europe/Mariehamn Europe/Riga Europe/Sofia Europe/Tallinn Europe/Vilnius',
  ],
  [
    'CET/CEST',
    'Africa/Ceuta Arctic/Longyearbyen Europe/Amsterdam Europe/Andorra Europe/Belgrade ' +
      'Europe/Berlin Europe/Bratislava Europe/Brussels Europe/Budapest Europe/Busingen ' +
      'Europe/Copenhagen Europe/Gibraltar Europe/Ljubljana Europe/Luxembourg Europe/Madrid ' +
      'Europe/Malta Europe/Monaco Europe/Oslo Europe/Paris Europe/Podgorica Europe/Prague ' +
      'Europe/Rome Europe/San_Marino Europe/Sarajevo Europe/Skopje Europe/Stockholm ' +
      'Europe/Tirane Europe/Vaduz Europe/Vatican Europe/Vienna Europe/Warsaw Europe/Zagreb ' +
      'Europe/Zurich',
  ],
  ['SAST', 'Africa/Johannesburg Africa/Maseru Africa/Mbabane'],
  ['EET', 'Africa/Tripoli Europe/Kaliningrad'],
  ['HST/HDT', 'America/Adak'],
  ['AKST/AKDT', 'America/Anchorage America/Juneau America/Metlakatla America/Nome America/Sitka ' + 'America/Yakutat'],
  [
    'AST',
    'America/Anguilla America/Antigua America/Aruba America/Barbados America/Blanc-Sablon ' +
      'America/Curacao America/Dominica America/Grenada America/Guadeloupe ' +
      'America/Kralendijk America/Lower_Princes America/Marigot America/Martinique ' +
      'America/Montserrat America/Port_of_Spain America/Puerto_Rico America/Santo_Domingo ' +
      'America/St_Barthelemy America/St_Kitts America/St_Lucia America/St_Thomas ' +
      'America/St_Vincent America/Tortola',
  ],
  [
    'CST',
    'America/Bahia_Banderas America/Belize America/Chihuahua America/Costa_Rica ' +
      'America/El_Salvador America/Guatemala America/Managua America/Merida ' +
      'America/Mexico_City America/Monterrey America/Regina America/Swift_Current ' +
      'America/Tegucigalpa Asia/Macau Asia/Shanghai Asia/Taipei',
  ],
  [
    'MST/MDT',
    'America/Boise America/Cambridge_Bay America/Ciudad_Juarez America/Denver ' + 'America/Edmonton America/Inuvik',
  ],
  ['EST', 'America/Cancun America/Cayman America/Coral_Harbour America/Atikokan America/Jamaica ' + 'America/Panama'],
  [
    'CST/CDT',
    'America/Chicago America/Havana America/Indiana/Knox America/Indiana/Tell_City ' +
      'America/Matamoros America/Menominee America/North_Dakota/Beulah ' +
      'America/North_Dakota/Center America/North_Dakota/New_Salem America/Ojinaga ' +
      'America/Rankin_Inlet America/Resolute America/Winnipeg',
  ],
  [
    'MST',
    'America/Creston America/Dawson America/Dawson_Creek America/Fort_Nelson ' +
      'America/Hermosillo America/Mazatlan America/Phoenix America/Whitehorse',
  ],
  [
    'EST/EDT',
    'America/Detroit America/Grand_Turk America/Indiana/Marengo ' +
      'America/Indiana/Petersburg America/Indiana/Vevay America/Indiana/Vincennes ' +
      'America/Indiana/Winamac America/Indianapolis America/Indiana/Indianapolis ' +
      'America/Iqaluit America/Kentucky/Monticello America/Louisville ' +
      'America/Kentucky/Louisville America/Nassau America/New_York America/Port-au-Prince ' +
      'America/Toronto',
  ],
  [
    'AST/ADT',
    'America/Glace_Bay America/Goose_Bay America/Halifax America/Moncton America/Thule ' + 'Atlantic/Bermuda',
  ],
  ['PST/PDT', 'America/Los_Angeles America/Tijuana America/Vancouver'],
  ['NST/NDT', 'America/St_Johns'],
  ['AEST/AEDT', 'Antarctica/Macquarie Australia/Hobart Australia/Melbourne Australia/Sydney'],
  ['NZST/NZDT', 'Antarctica/McMurdo Pacific/Auckland'],
  ['IST', 'Asia/Calcutta Asia/Kolkata'],
  ['HKT', 'Asia/Hong_Kong'],
  ['WIB', 'Asia/Jakarta Asia/Pontianak'],
  ['WIT', 'Asia/Jayapura'],
  ['IST/IDT', 'Asia/Jerusalem'],
  ['PKT', 'Asia/Karachi'],
  ['WITA', 'Asia/Makassar'],
  ['PST', 'Asia/Manila'],
  ['KST', 'Asia/Pyongyang Asia/Seoul'],
  ['JST', 'Asia/Tokyo'],
  ['WET/WEST', 'Atlantic/Canary Atlantic/Faeroe Atlantic/Faroe Atlantic/Madeira Europe/Lisbon'],
  ['ACST/ACDT', 'Australia/Adelaide Australia/Broken_Hill'],
  ['AEST', 'Australia/Brisbane Australia/Lindeman'],
  ['ACST', 'Australia/Darwin'],
  ['AWST', 'Australia/Perth'],
  ['GMT/IST', 'Europe/Dublin'],
  ['GMT/BST', 'Europe/Guernsey Europe/Isle_of_Man Europe/Jersey Europe/London'],
  ['MSK', 'Europe/Kirov Europe/Moscow Europe/Simferopol Europe/Volgograd'],
  ['ChST', 'Pacific/Guam Pacific/Saipan'],
  ['HST', 'Pacific/Honolulu'],
  ['SST', 'Pacific/Midway Pacific/Pago_Pago'],
];

let index: Map<string, readonly [string, string]> | undefined;

/** [abbreviation at the smaller offset, abbreviation at the larger offset], if letters exist. */
export function letterAbbreviations(zoneId: string): readonly [string, string] | undefined {
  if (!index) {
    index = new Map();
    for (const [abbrs, zones] of GROUPS) {
      const [low, high] = abbrs.split('/');
      const pair = [low ?? abbrs, high ?? low ?? abbrs] as const;
      for (const zone of zones.split(' ')) index.set(zone, pair);
    }
  }
  return index.get(zoneId);
}
