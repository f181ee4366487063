// Creating and updating venues and organizers, including the inline creation an event asks for.
import { ApiError } from '../../api/errors.js';
import { isTruthy } from '../../api/params.js';
import type { OrganizerRecord, VenueRecord } from '../../store/records.js';
import { applyPostFields, blankPost, type PostFieldInput } from '../posts/post-fields.js';
import type { ImageInput } from '../media-resolve.js';
import { joinTranslationGroup } from '../translations.js';
import type { WriteEnv } from '../write-env.js';
import { findDuplicate } from './dedupe.js';
import { metaFields, NAME_FIELD, type LinkedKind } from './linked-fields.js';
import type { LinkedRef } from './refs.js';
import { cloneRecord } from '../../store/clone-record.js';

export interface LinkedWrite {
  id: number;
  /** False when an identical existing item was returned instead of creating one. */
  created: boolean;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** `args` are validated create/update args of the venue or organizer routes. */
export function writeLinkedPost(
  kind: LinkedKind,
  args: Readonly<Record<string, unknown>>,
  existing: VenueRecord | OrganizerRecord | undefined,
  env: WriteEnv,
): LinkedWrite {
  if (!existing) {
    const duplicate = findDuplicate(kind, args, env.tx, env.language);
    if (duplicate !== undefined) return { id: duplicate, created: false };
  }
  const record = existing ? cloneRecord(existing) : blankLinked(kind, env);
  const input: PostFieldInput = {
    title: str(args[NAME_FIELD[kind]]),
    description: args.description === undefined ? undefined : (str(args.description) ?? null),
    author: typeof args.author === 'number' ? args.author : undefined,
    status: str(args.status),
    date: str(args.date),
    date_utc: str(args.date_utc),
    image: args.image as ImageInput | undefined,
  };
  applyPostFields(record, input, env, {
    collection: kind,
    created: !existing,
    zone: env.settings.timezone,
    slugFromTitle: 'always',
  });
  const fields = record as unknown as Record<string, unknown>;
  for (const field of metaFields(kind)) {
    const value = args[field] === null ? '' : str(args[field]);
    if (value !== undefined) fields[field] = value;
  }
  if (kind === 'venues') {
    deriveStateProvince(fields, args);
    for (const axis of ['geo_lat', 'geo_lng'] as const) {
      if (args[axis] !== undefined) fields[axis] = typeof args[axis] === 'number' ? args[axis] : null;
    }
    for (const flag of ['show_map', 'show_map_link'] as const) {
      if (args[flag] !== undefined && args[flag] !== null) fields[flag] = isTruthy(args[flag]);
    }
  }
  if (!existing && typeof args.translation_of === 'number')
    joinTranslationGroup(env.tx, kind, record as VenueRecord & OrganizerRecord, args.translation_of);
  env.tx.put(kind, record);
  return { id: record.id, created: !existing };
}

/** Upstream fills the combined field from the state (United States) or the province (elsewhere) when not sent. */
function deriveStateProvince(fields: Record<string, unknown>, args: Readonly<Record<string, unknown>>): void {
  if (args.stateprovince !== undefined || (args.state === undefined && args.province === undefined)) return;
  const us = /^(us|usa|united states( of america)?)$/i.test(
    (typeof fields.country === 'string' ? fields.country : '').trim(),
  );
  const [first, second] = us ? [fields.state, fields.province] : [fields.province, fields.state];
  fields.stateprovince = (typeof first === 'string' && first !== '' ? first : second) ?? '';
}

function blankLinked(kind: LinkedKind, env: WriteEnv): VenueRecord | OrganizerRecord {
  // Object.assign onto a new object, not a spread literal or blankPost's object: see blankEvent.
  const post = blankPost(env, env.tx.nextId('post'));
  if (kind === 'organizers') return Object.assign({}, post, { phone: '', website: '', email: '' });
  return Object.assign({}, post, {
    address: '',
    city: '',
    country: '',
    province: '',
    state: '',
    zip: '',
    phone: '',
    stateprovince: '',
    website: '',
    show_map: null,
    show_map_link: null,
  });
}

/** IDs for an event's links: references are checked, inline data created or matched to a duplicate. */
export function resolveLinked(kind: LinkedKind, refs: readonly LinkedRef[], env: WriteEnv): number[] {
  const ids: number[] = [];
  for (const ref of refs) {
    let id: number;
    if (ref.kind === 'inline') id = writeLinkedPost(kind, ref.data, undefined, env).id;
    else if (ref.kind === 'ref' && !env.tx.get(kind, ref.id))
      throw new ApiError('invalid-linked-post-id', { args: [ref.id] });
    else id = ref.id;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}
