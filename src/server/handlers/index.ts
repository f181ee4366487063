// Every operation of the catalog mapped to its handler; an operation without one fails to compile.
import type { OperationId } from '../../api/catalog.js';
import type { OperationInput } from '../../api/validate-operation.js';
import type { HandlerContext, HandlerResult, OperationHandler } from './context.js';
import * as events from './events.js';
import { linkedHandlers } from './linked-posts.js';
import * as meta from './meta.js';
import { termHandlers } from './terms.js';

export type { HandlerContext } from './context.js';

const venues = linkedHandlers('venues');
const organizers = linkedHandlers('organizers');
const categories = termHandlers('categories');
const tags = termHandlers('tags');

const handlers: { readonly [Id in OperationId]: OperationHandler<Id> } = {
  'meta.index': meta.index,
  'meta.doc': meta.doc,
  'events.list': events.list,
  'events.create': events.create,
  'events.get': events.get,
  'events.update': events.update,
  'events.delete': events.remove,
  'events.getBySlug': events.get,
  'events.updateBySlug': events.update,
  'events.deleteBySlug': events.remove,
  'venues.list': venues.list,
  'venues.create': venues.create,
  'venues.get': venues.get,
  'venues.update': venues.update,
  'venues.delete': venues.remove,
  'venues.getBySlug': venues.get,
  'venues.updateBySlug': venues.update,
  'venues.deleteBySlug': venues.remove,
  'organizers.list': organizers.list,
  'organizers.create': organizers.create,
  'organizers.get': organizers.get,
  'organizers.update': organizers.update,
  'organizers.delete': organizers.remove,
  'organizers.getBySlug': organizers.get,
  'organizers.updateBySlug': organizers.update,
  'organizers.deleteBySlug': organizers.remove,
  'categories.list': categories.list,
  'categories.create': categories.create,
  'categories.get': categories.get,
  'categories.update': categories.update,
  'categories.delete': categories.remove,
  'tags.list': tags.list,
  'tags.create': tags.create,
  'tags.get': tags.get,
  'tags.update': tags.update,
  'tags.delete': tags.remove,
};

/** Runs the handler of operation `id` on input that validation has checked against that operation's entry. */
export function runHandler<Id extends OperationId>(
  id: Id,
  input: OperationInput<Id>,
  context: HandlerContext,
): HandlerResult | Promise<HandlerResult> {
  const handler: OperationHandler<Id> = handlers[id];
  return handler(input, context);
}
