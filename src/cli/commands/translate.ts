// `cal events translate ID --lang LANG --title ...`: a translation that copies what does not need translating.
import type { Command } from 'commander';
import { catalog } from '../../api/catalog.js';
import type { OperationSpec } from '../../api/field-spec.js';
import { isRecord } from '../../typing/is-record.js';
import { CommandError, UsageError } from '../errors.js';
import { examplesText } from '../examples.js';
import { flagsFor } from '../flags.js';
import { checkFields } from '../field-check.js';
import { addOutputFlags, resolveOutput, type OutputFlags } from '../output-options.js';
import type { Session } from '../session.js';
import { print } from './resource/actions.js';
import { askMissing } from './resource/input.js';

type Json = Record<string, unknown>;

const COPIED = [
  'start_date',
  'end_date',
  'timezone',
  'all_day',
  'show_map',
  'show_map_link',
  'hide_from_listings',
  'sticky',
  'featured',
] as const;

/** Linked items in the target language when they have a translation there, else as they are. */
function linkedIds(value: unknown, language: string): number[] {
  const items: unknown[] = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
  return items.map((item) => {
    const translation = isRecord(item) && isRecord(item.translations) ? item.translations[language] : undefined;
    return typeof translation === 'number' ? translation : Number(isRecord(item) ? item.id : undefined);
  });
}

/** The create args a translation starts from: times, flags, cost, links and terms of the source event. */
export function translationBase(source: Json, language: string): Json {
  const args: Json = {};
  for (const field of COPIED) if (source[field] !== undefined && source[field] !== null) args[field] = source[field];
  if (typeof source.cost === 'string' && source.cost !== '') args.cost = source.cost;
  if (typeof source.website === 'string' && source.website !== '' && source.website !== source.url)
    args.website = source.website;
  const [venue] = linkedIds(source.venue, language);
  if (venue !== undefined) args.venue = venue;
  const organizers = linkedIds(source.organizer, language);
  if (organizers.length > 0) args.organizer = organizers;
  for (const taxonomy of ['categories', 'tags'] as const) {
    const ids = linkedIds(source[taxonomy], language);
    if (ids.length > 0) args[taxonomy] = ids;
  }
  return args;
}

export function registerTranslate(events: Command, session: Session, run: (task: Promise<number>) => void): void {
  const spec: OperationSpec = catalog['events.create'];
  const { translation_of: _self, site_language: _language, ...fields } = spec.params;
  const flags = flagsFor(fields);
  const command = events
    .command('translate')
    .argument('<id>', 'the event to translate')
    .requiredOption('--lang <lang>', 'the language of the translation')
    .description('Create a translation of an event: dates, zone, venue, organizers, terms and flags are copied')
    .addHelpText(
      'after',
      examplesText([
        'cal events translate 42 --lang es --title "Noche de Jazz"',
        'cal events translate 42 --lang ca --title "Nit de Jazz" --description "Tres hores de jazz" --status draft',
      ]),
    );
  for (const option of flags.options) command.addOption(option);
  addOutputFlags(command).action((id: string, opts: Json & OutputFlags) =>
    run(
      (async () => {
        if (!/^\d+$/.test(id)) throw new UsageError(`not an ID: "${id}"`);
        const lang = String(opts.lang);
        const output = resolveOutput(opts, session, (await session.config()).profile, spec.cli?.columns ?? ['id']);
        checkFields(output.fields, 'events');
        // The translation's language is checked before the source is read.
        await session.checkCall('events.create', { site_language: lang, translation_of: Number(id) });
        const client = await session.client();
        const sourceOf = (body: unknown): Json => {
          if (!isRecord(body)) throw new CommandError(`the event ${id} could not be read (the answer is not an event)`);
          return body;
        };
        // Reads by ID answer in the requested language; ask again in the source's own language if needed.
        let source = sourceOf((await client.call('events.get', { path: { id: Number(id) } })).body);
        if (source.id !== Number(id)) {
          const translations = isRecord(source.translations) ? source.translations : {};
          const language = Object.entries(translations).find(([, other]) => other === Number(id))?.[0];
          source = sourceOf(
            (await client.call('events.get', { path: { id: Number(id) }, args: { site_language: language } })).body,
          );
        }
        let args: Json = { ...translationBase(source, lang), ...flags.toArgs(opts) };
        args = await askMissing(session, 'events', spec, args);
        const writer = await session.writer();
        const result = await writer.create('events', { ...args, translation_of: Number(id), site_language: lang });
        await print(session, output, result.body);
        if (result.unapplied.length > 0)
          throw new CommandError(`the server did not do all that was asked: ${result.unapplied.join('; ')}`);
        return 0;
      })(),
    ),
  );
}
