// Input beyond flags: JSON from a file or stdin, prompts for missing required fields, delete confirmation.
import type { FieldSpec, OperationSpec, ResourceName } from '../../api/field-spec.js';
import { UsageError } from '../errors.js';
import { flagName } from '../flags.js';
import { readJsonObject } from '../json-input.js';
import { CancelledError, type Choice } from '../prompts.js';
import type { Session } from '../session.js';
import type { WriteTarget } from '../writes/writer.js';

export async function readFromFile(session: Session, file: unknown): Promise<Record<string, unknown>> {
  return typeof file === 'string' ? readJsonObject(session.context.io.stdin, '--from-file', file) : {};
}

const missing = (spec: OperationSpec, args: Record<string, unknown>) =>
  Object.entries(spec.params).filter(
    ([name, field]) => field.required && (args[name] === undefined || args[name] === ''),
  );

/**
 * On a terminal, asks for each missing required field (and, for a new event, its venue and
 * organizer); elsewhere a missing field is a usage error naming the flags, and nothing is sent.
 */
export async function askMissing(
  session: Session,
  resource: ResourceName,
  spec: OperationSpec,
  args: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const absent = missing(spec, args);
  if (absent.length === 0) return args;
  if (!session.interactive) {
    const flags = absent.map(([name]) => `--${flagName(name)}`).join(', ');
    throw new UsageError(`missing required option${absent.length > 1 ? 's' : ''} ${flags} (no terminal to ask on)`);
  }
  const out = { ...args };
  for (const [name, field] of absent) out[name] = await askField(session, name, field);
  if (resource === 'events') {
    if (out.venue === undefined) out.venue = await pickLinked(session, 'venues', 'venue');
    if (out.organizer === undefined) {
      const organizer = await pickLinked(session, 'organizers', 'organizer');
      if (organizer !== undefined) out.organizer = [organizer];
    }
  }
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

async function askField(session: Session, name: string, field: FieldSpec): Promise<unknown> {
  const label = `${name.replace(/_/g, ' ')}${field.format === 'date-time' ? ' (e.g. 2026-12-01 18:00, tomorrow 9am)' : ''}`;
  if (field.enum)
    return session.prompter.select({ message: label, choices: field.enum.map((v) => ({ name: v, value: v })) });
  if (field.type === 'boolean') return session.prompter.confirm({ message: label });
  return session.prompter.input({
    message: label,
    validate: (v) => (v.trim() === '' ? `${name} cannot be empty` : true),
  });
}

/** Offers the calendar's venues (or organizers) to choose from, with "none" first. */
async function pickLinked(
  session: Session,
  collection: 'venues' | 'organizers',
  nameField: string,
): Promise<number | undefined> {
  const reply = await (await session.client()).call(`${collection}.list`, { args: { per_page: 50 } });
  const items = ((reply.body as Record<string, unknown>)[collection] as Record<string, unknown>[] | undefined) ?? [];
  if (items.length === 0) return undefined;
  const choices: Choice<number | undefined>[] = [
    { name: '(none)', value: undefined },
    ...items.map((item) => ({ name: `${String(item[nameField])} (#${String(item.id)})`, value: Number(item.id) })),
  ];
  return session.prompter.select({ message: nameField, choices });
}

export async function confirmDelete(
  session: Session,
  resource: ResourceName,
  item: WriteTarget,
  force: boolean,
): Promise<void> {
  const what = 'slug' in item ? `slug "${item.slug}"` : `#${item.id}`;
  if (!session.interactive) throw new UsageError('refusing to delete without --yes (no terminal to confirm on)');
  const permanent = force || resource === 'categories' || resource === 'tags';
  const ok = await session.prompter.confirm({
    message: permanent ? `Delete ${resource} ${what} permanently?` : `Move ${resource} ${what} to the trash?`,
  });
  if (!ok) throw new CancelledError('cancelled: nothing deleted');
}
