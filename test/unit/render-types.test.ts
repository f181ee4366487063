// The renderers are typed by the response declarations: they return the declared objects, and an object built
// for one that leaves out a field, adds one or mistypes one does not compile. The checks below are the compiler's
// (`npx tsc --noEmit`, which takes the tests in); each @ts-expect-error fails the build once its line compiles.
import { describe, expectTypeOf, it } from 'vitest';
import type { PostStatus } from '../../src/api/post-statuses.js';
import type {
  EventFields,
  RenderedCostDetails,
  RenderedEvent,
  RenderedImage,
  RenderedOrganizer,
  RenderedVenue,
  VenueFiltered,
} from '../../src/api/response-posts.js';
import type { RenderedEmbeddedTerm, RenderedTerm, TermFields } from '../../src/api/response-terms.js';
import { renderEvent } from '../../src/domain/render/event.js';
import { renderOrganizer, renderVenue } from '../../src/domain/render/linked-posts.js';
import { renderImage } from '../../src/domain/render/post-common.js';
import { renderEmbeddedTerm, renderTerm } from '../../src/domain/render/terms.js';

/** Never called: what the compiler accepts and refuses of objects built for the declarations. */
export function builtObjects(event: EventFields, term: TermFields, venue: VenueFiltered): unknown[] {
  const { ical_uid: _uid, ...withoutUid } = event;
  const { parent: _parent, ...withoutParent } = term;
  const { phone: _phone, ...withoutPhone } = venue;
  // @ts-expect-error: a field left out, even one that answers may leave out
  const missingOptional: EventFields = withoutUid;
  // @ts-expect-error: a field left out of a term
  const missingTermField: TermFields = withoutParent;
  // @ts-expect-error: a venue's field left out before the empty ones are dropped
  const missingVenueField: VenueFiltered = withoutPhone;
  // @ts-expect-error: a field the declaration does not have
  const extra: EventFields = { ...event, ticket_url: 'https://example.org/' };
  // @ts-expect-error: a flag as a string
  const mistyped: EventFields = { ...event, featured: 'yes' };
  // @ts-expect-error: a status WordPress does not have
  const status: EventFields = { ...event, status: 'archived' };
  // @ts-expect-error: a taxonomy that is not one
  const taxonomy: TermFields = { ...term, taxonomy: 'category' };
  // @ts-expect-error: a required field may not be left undefined
  const undefinedRequired: EventFields = { ...event, title: undefined };
  const optionalUndefined: EventFields = { ...event, ical_uid: undefined, json_ld: undefined };
  return [
    missingOptional,
    missingTermField,
    missingVenueField,
    extra,
    mistyped,
    status,
    taxonomy,
    undefinedRequired,
    optionalUndefined,
  ];
}

describe('the renderers', () => {
  it('return the declared objects', () => {
    expectTypeOf(renderEvent).returns.toEqualTypeOf<RenderedEvent>();
    expectTypeOf(renderVenue).returns.toEqualTypeOf<RenderedVenue>();
    expectTypeOf(renderOrganizer).returns.toEqualTypeOf<RenderedOrganizer>();
    expectTypeOf(renderTerm).returns.toEqualTypeOf<RenderedTerm>();
    expectTypeOf(renderEmbeddedTerm).returns.toEqualTypeOf<RenderedEmbeddedTerm>();
    expectTypeOf(renderImage).returns.toEqualTypeOf<RenderedImage | false>();
  });

  it('give each field the type its schema says', () => {
    expectTypeOf<RenderedEvent['status']>().toEqualTypeOf<PostStatus>();
    expectTypeOf<RenderedEvent['all_day']>().toEqualTypeOf<boolean | null>();
    expectTypeOf<RenderedEvent['venue']>().toEqualTypeOf<RenderedVenue | RenderedVenue[]>();
    expectTypeOf<RenderedEvent['categories']>().toEqualTypeOf<RenderedEmbeddedTerm[]>();
    expectTypeOf<RenderedEvent['image']>().toEqualTypeOf<RenderedImage | false>();
    expectTypeOf<RenderedEvent['cost_details']>().toEqualTypeOf<RenderedCostDetails>();
    expectTypeOf<RenderedCostDetails['currency_position']>().toEqualTypeOf<'prefix' | 'postfix' | ''>();
    expectTypeOf<RenderedImage['id']>().toEqualTypeOf<number | string>();
    expectTypeOf<RenderedTerm['taxonomy']>().toEqualTypeOf<'tribe_events_cat' | 'post_tag'>();
    expectTypeOf<RenderedEvent['translations']>().toEqualTypeOf<Record<string, number>>();
  });

  it('leave out of the answer type only the fields declared optional', () => {
    expectTypeOf<RenderedEvent>().toHaveProperty('ical_uid').toEqualTypeOf<string | undefined>();
    expectTypeOf<Pick<RenderedEvent, 'title'>>().toEqualTypeOf<{ title: string }>();
    expectTypeOf<Pick<RenderedEvent, 'json_ld'>>().toEqualTypeOf<{ json_ld?: Record<string, unknown> }>();
    expectTypeOf<Pick<RenderedVenue, 'phone' | 'show_map'>>().toEqualTypeOf<{
      phone?: string;
      show_map: boolean | null;
    }>();
  });
});
