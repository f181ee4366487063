// What a flag's or argument's value can be, for completion: fixed words, files, zones, or items of the calendar.
import type { CheckName, FieldSpec } from '../../api/field-spec.js';
import type { ResourceName } from '../../api/resources.js';
import { LANGUAGES } from '../../api/fields.js';
import { isResource } from '../../api/resources.js';
import { ROLES } from '../../store/records/records.js';
import { METHODS } from '../commands/api.js';
import { PROFILE_KEYS } from '../../config/types.js';
import { OUTPUT_FORMATS } from '../../output/types.js';

export type Values =
  /** Fixed words; `list` values take several, comma-separated. */
  | { readonly kind: 'words'; readonly words: readonly string[]; readonly list: boolean }
  /** IDs or slugs read from the calendar when completing (`cal __complete`). */
  | { readonly kind: 'live'; readonly resource: ResourceName; readonly key: 'id' | 'slug'; readonly list: boolean }
  | { readonly kind: 'zone' }
  | { readonly kind: 'file' }
  | { readonly kind: 'free' };

/** List filters that take terms by slug as well as by ID: slugs are what a person types there. */
const BY_SLUG: ReadonlySet<CheckName> = new Set(['category-refs', 'tag-refs']);

/** Values the catalog does not describe: the settings, methods, roles and formats of other commands. */
const ARGUMENT_WORDS: Readonly<Record<string, readonly string[]>> = {
  'config get <key>': PROFILE_KEYS,
  'config set <key>': PROFILE_KEYS,
  'config unset <key>': PROFILE_KEYS,
  'api <method>': METHODS,
  'users set-role <role>': ROLES,
};
const FLAG_WORDS: Readonly<Record<string, readonly string[]>> = {
  'users add --role': ROLES,
};
/** Placeholders that name files on disk. */
const FILE_VALUES = new Set(['file', 'destination']);

const words = (list: readonly string[], several = false): Values => ({
  kind: 'words',
  words: [...list],
  list: several,
});

function resourceOf(path: readonly string[]): ResourceName | undefined {
  const first = path[0];
  return first !== undefined && isResource(first) ? first : undefined;
}

function fromField(path: readonly string[], spec: FieldSpec): Values | undefined {
  const list = spec.type === 'array' || spec.check === 'status-filter';
  if (spec.refers) {
    const key = spec.check && BY_SLUG.has(spec.check) ? 'slug' : 'id';
    return { kind: 'live', resource: spec.refers, key, list };
  }
  if (spec.enum) return words(spec.enum, list);
  if (spec.format === 'time-zone') return { kind: 'zone' };
  return undefined;
}

export function optionValues(
  path: readonly string[],
  long: string,
  placeholder: string,
  choices: readonly string[] | undefined,
  spec: FieldSpec | undefined,
): Values {
  if (choices) return words(choices);
  const hinted = FLAG_WORDS[[...path, long].join(' ')];
  if (hinted) return words(hinted);
  const resource = resourceOf(path);
  // `--slug` finds an existing item, except where it names a new one (create, and updates of terms).
  if (long === '--slug' && resource && (spec === undefined || path[1] === 'list'))
    return { kind: 'live', resource, key: 'slug', list: false };
  const fromCatalog = spec ? fromField(path, spec) : undefined;
  if (fromCatalog) return fromCatalog;
  if (long === '--format' && placeholder === 'format') return words(OUTPUT_FORMATS);
  if (long === '--lang') return words(LANGUAGES);
  if (long === '--tz' || long === '--timezone') return { kind: 'zone' };
  if (FILE_VALUES.has(placeholder)) return { kind: 'file' };
  return { kind: 'free' };
}

export function argumentValues(path: readonly string[], name: string, choices: readonly string[] | undefined): Values {
  if (choices) return words(choices);
  const hinted = ARGUMENT_WORDS[`${path.join(' ')} <${name}>`];
  if (hinted) return words(hinted);
  const resource = resourceOf(path);
  if (name === 'id' && resource) return { kind: 'live', resource, key: 'id', list: false };
  if (FILE_VALUES.has(name)) return { kind: 'file' };
  return { kind: 'free' };
}
