// The time zones offered at a prompt: the default first, then every IANA zone, narrowed by what is typed.
import { isValidTimeZone, offsetString } from '../../dates/zones.js';
import type { Choice } from '../prompts.js';

let known: readonly string[] | undefined;

/** IANA zones as this Node knows them (its ICU names them; UTC is not among them). */
function ianaZones(): readonly string[] {
  known ??= ['UTC', ...Intl.supportedValuesOf('timeZone')].filter((zone) => isValidTimeZone(zone));
  return known;
}

const choiceOf = (zone: string, now: number): Choice<string> => ({
  name: `${zone} (${offsetString(zone, now)})`,
  value: zone,
});

/**
 * Choices for the text typed: zones whose name holds it ("madrid", "new york"), and the text itself when it names
 * a zone the list lacks (an alias such as Europe/Kyiv, or an offset such as UTC+2). Nothing for a zone nobody
 * knows: Enter then picks nothing, and the question stays.
 */
export function zoneChoices(first: string, now: number): (term: string) => Promise<readonly Choice<string>[]> {
  const choices = (term: string): Choice<string>[] => {
    const typed = term.trim();
    if (typed === '') return [first, ...ianaZones().filter((zone) => zone !== first)].map((z) => choiceOf(z, now));
    const needle = typed.toLowerCase().replace(/\s+/g, '_');
    const matches = ianaZones().filter((zone) => zone.toLowerCase().includes(needle));
    const exact = matches.find((zone) => zone.toLowerCase() === needle);
    const ordered = exact === undefined ? matches : [exact, ...matches.filter((zone) => zone !== exact)];
    const typedZone = exact === undefined && isValidTimeZone(typed) ? [typed] : [];
    return [...typedZone, ...ordered].map((zone) => choiceOf(zone, now));
  };
  return (term) => Promise.resolve(choices(term));
}
