// Input beyond flags: JSON from a file or stdin, prompts for missing required fields, delete confirmation.
import type { OperationId } from '../../../api/catalog.js';
import type { OperationSpec } from '../../../api/field-spec.js';
import type { ResourceName } from '../../../api/resources.js';
import { isPost, isTerm, nameField, singular } from '../../../api/resources.js';
import { UsageError } from '../../errors.js';
import { readJsonObject } from '../../json-input.js';
import { ApiCallError } from '../../../client/client.js';
import { isRecord } from '../../../typing/is-record.js';
import { CreateForm } from '../../form/create-form.js';
import { CancelledError } from '../../prompts.js';
import type { Session } from '../../session.js';

export async function readFromFile(session: Session, file: unknown): Promise<Record<string, unknown>> {
  return typeof file === 'string' ? readJsonObject(session.context.io.stdin, '--from-file', file) : {};
}

/**
 * On a terminal, asks for each missing required field (and, for an event, offers what it can be given: its zone,
 * venue, organizers and terms); elsewhere a missing field is a usage error naming the flags, and nothing is sent.
 */
export async function askMissing(
  session: Session,
  resource: ResourceName,
  spec: OperationSpec,
  args: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const form = CreateForm.of(session, resource, spec, args);
  if (!form) return args;
  await form.fill();
  return form.args();
}

/** Off a terminal a delete needs --yes: refused before any request. */
export function requireConfirmation(session: Session): void {
  if (!session.interactive) throw new UsageError('refusing to delete without --yes (no terminal to confirm on)');
}

/**
 * The item as the question names it: `"Jazz Night" (#12)`, read from the server. An item it does not show (an event
 * in the trash) is named by what was typed; one that is not there fails here, before anything is asked.
 */
async function itemName(
  session: Session,
  resource: ResourceName,
  path: Readonly<Record<string, string | number>>,
  reading: Record<string, unknown>,
): Promise<string> {
  const one = singular(resource);
  const typed = path.slug === undefined ? `${one} #${String(path.id)}` : `${one} "${String(path.slug)}"`;
  // Terms come here by ID: the delete looked their slug up already.
  const op: OperationId = path.slug !== undefined && isPost(resource) ? `${resource}.getBySlug` : `${resource}.get`;
  let body: unknown;
  try {
    body = (await (await session.client()).call(op, { path: { ...path }, args: reading })).body;
  } catch (error) {
    const absent = error instanceof ApiCallError && (error.status === 404 || error.code === 'rest_invalid_param');
    if (absent || !(error instanceof ApiCallError)) throw error;
    return `the ${typed}`;
  }
  const name = isRecord(body) ? body[nameField(resource)] : undefined;
  const id = isRecord(body) ? body.id : undefined;
  if (typeof name !== 'string' || name === '') return `the ${typed}`;
  return `"${name}"${typeof id === 'number' ? ` (#${id})` : ''}`;
}

/** Asks before a delete, naming the item and saying whether it goes to the trash or for good. */
export async function confirmDelete(
  session: Session,
  resource: ResourceName,
  path: Readonly<Record<string, string | number>>,
  reading: Record<string, unknown>,
  force: boolean,
): Promise<void> {
  requireConfirmation(session);
  const named = await itemName(session, resource, path, reading);
  const permanent = force || isTerm(resource);
  const ok = await session.prompter.confirm({
    message: permanent ? `Delete ${named} permanently? This cannot be undone.` : `Move ${named} to the trash?`,
  });
  if (!ok) throw new CancelledError('cancelled: nothing deleted');
}
