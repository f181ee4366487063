// Requests a server cannot honour, found before they are sent: what would give a wrong answer or do something
// else than asked is refused (exit 2); what would only be dropped is sent with a warning. One table, read for every
// call the client makes, so no command can forget it.
import type { Capabilities } from '../api/capabilities.js';
import type { OperationId } from '../api/catalog.js';
import type { CallGuard } from '../client/client.js';
import { RefusedRequestError } from './errors.js';

type Args = Readonly<Record<string, unknown>>;

interface Rule {
  readonly needs: keyof Capabilities;
  applies(op: OperationId, args: Args): boolean;
  /** Refused, with this message; else only a warning. */
  readonly refuse?: string;
  readonly warn?: string;
}

const given = (args: Args, ...names: string[]) => names.some((name) => args[name] !== undefined);
const isWrite = (op: OperationId) => /\.(create|update|updateBySlug)$/.test(op);

const RULES: readonly Rule[] = [
  {
    needs: 'event_password',
    applies: (op, args) => isWrite(op) && given(args, 'password'),
    // Sent, the "protected" event would be published for all to read.
    refuse: 'this server cannot protect events with a password; nothing was sent',
  },
  {
    needs: 'languages',
    applies: (_op, args) => given(args, 'site_language'),
    refuse: "this server has no languages (--lang, or the profile's lang); nothing was sent",
  },
  {
    needs: 'permanent_delete',
    applies: (op, args) => /\.delete(BySlug)?$/.test(op) && args.force === true,
    refuse: 'this server only moves items to the trash (--force); nothing was sent',
  },
  {
    needs: 'geoloc',
    applies: (op, args) => op === 'events.list' && given(args, 'geoloc', 'geoloc_lat', 'geoloc_lng', 'geoloc_radius'),
    refuse: 'this server cannot filter events by place (--geoloc...): the list would be wrong; nothing was sent',
  },
  {
    needs: 'list_hidden',
    applies: (op, args) => op === 'events.list' && args.hide_from_listings === true,
    refuse: 'this server does not list events hidden from listings (--hide-from-listings); nothing was sent',
  },
  {
    needs: 'geoloc',
    applies: (op, args) => isWrite(op) && given(args, 'geo_lat', 'geo_lng'),
    warn: 'warning: this server does not keep venue coordinates (geo_lat, geo_lng); they are dropped',
  },
  {
    needs: 'ical_uid',
    applies: (op, args) => isWrite(op) && given(args, 'ical_uid'),
    warn: 'warning: this server does not keep iCalendar UIDs (ical_uid); they are dropped',
  },
  {
    needs: 'languages',
    applies: (op, args) => isWrite(op) && given(args, 'translation_of'),
    warn: 'warning: this server has no languages: the item is not linked as a translation (translation_of)',
  },
];

/** The rules a call meets, before knowing the server: most calls meet none and need not ask it. */
export function rulesFor(op: OperationId, args: Args): readonly Rule[] {
  return RULES.filter((rule) => rule.applies(op, args));
}

/** What the server's capabilities make of those rules: a refusal, or warnings. */
export function verdict(rules: readonly Rule[], capabilities: Capabilities): { refusal?: string; warnings: string[] } {
  const unmet = rules.filter((rule) => !capabilities[rule.needs]);
  const refusal = unmet.find((rule) => rule.refuse !== undefined)?.refuse;
  return {
    ...(refusal === undefined ? {} : { refusal }),
    warnings: unmet.flatMap((rule) => (rule.warn === undefined ? [] : [rule.warn])),
  };
}

/**
 * Refuses (exit 2) a call the server cannot honour and warns, once a run, of what it would drop (the rules
 * above); the server is asked what it can do only when a call needs it.
 */
export function capabilityGuard(session: {
  capabilities(): Promise<Capabilities>;
  readonly context: { readonly io: { readonly stderr: { write(text: string): unknown } } };
}): CallGuard {
  const warned = new Set<string>();
  return async (id, args) => {
    if (id === 'meta.index') return;
    const rules = rulesFor(id, args);
    if (rules.length === 0) return;
    const { refusal, warnings } = verdict(rules, await session.capabilities());
    if (refusal !== undefined) throw new RefusedRequestError(refusal);
    for (const warning of warnings) {
      if (warned.has(warning)) continue;
      warned.add(warning);
      session.context.io.stderr.write(`${warning}\n`);
    }
  };
}
