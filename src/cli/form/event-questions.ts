// The questions of a new event, in the order asked: what it is, when and where, who runs it, how it is filed.
import type { Choice } from '../prompts.js';
import { dateCheck, defaultEnd, readDate, shownDate } from './date-answers.js';
import { linkedSource, termChoices, type Taxonomy } from './item-choices.js';
import { nonEmpty, toCorrect, type FormView, type Question } from './questions.js';
import { zoneChoices } from './zone-choices.js';
import { nowWallTime } from '../../dates/parse.js';

const allDayOf = (form: FormView) => form.args().all_day === true;

const dateOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

const title: Question = {
  field: 'title',
  label: 'Title',
  when: 'missing',
  ask: ({ session }, refused) =>
    session.prompter.input({ message: 'Title', validate: nonEmpty('Title'), ...toCorrect(refused) }),
};

/** The configured zone first, else the site's; the site's own is not sent, as a server takes it anyway. */
const timezone: Question = {
  field: 'timezone',
  label: 'Time zone',
  when: 'absent',
  async ask(form) {
    const { session } = form;
    const configured = (await session.config()).profile.timezone;
    const first = configured ?? (await form.siteZone());
    const zone = await session.prompter.search({
      message: 'Time zone',
      source: zoneChoices(first, session.context.now()),
    });
    return configured === undefined && zone === first ? undefined : zone;
  },
};

const start: Question = {
  field: 'start_date',
  label: 'Start',
  when: 'missing',
  async ask(form, refused) {
    const reading = await form.dateReading();
    const allDay = allDayOf(form);
    return form.session.prompter.input({
      message: 'Start',
      validate: dateCheck(reading, allDay),
      shown: shownDate(reading, allDay),
      ...toCorrect(refused),
    });
  },
};

/** An hour after the start by default (its day, all day); never before it. */
const end: Question = {
  field: 'end_date',
  label: 'End',
  when: 'missing',
  async ask(form, refused) {
    const reading = await form.dateReading();
    const allDay = allDayOf(form);
    const typed = dateOf(form.args().start_date);
    const startsAt = typed === undefined ? undefined : readDate(typed, reading);
    return form.session.prompter.input({
      message: 'End',
      validate: dateCheck(reading, allDay, startsAt),
      shown: shownDate(reading, allDay),
      ...(startsAt ? { default: defaultEnd(startsAt, reading, allDay) } : {}),
      ...toCorrect(refused),
    });
  },
};

/** Nothing to pick: silent for an offer, said for a field asked again after a refusal (it is then sent without). */
function noneToPick(form: FormView, refused: unknown, what: string): undefined {
  if (refused !== undefined)
    form.session.context.io.stderr.write(`The calendar has no ${what} to pick from: the event gets none.\n`);
  return undefined;
}

/** `first` is offered before the items while nothing is typed: Enter alone picks it. */
function withFirst(
  first: Choice<number | undefined>,
  source: (term: string) => Promise<readonly Choice<number>[]>,
  left: (id: number) => boolean = () => true,
) {
  return async (term: string): Promise<Choice<number | undefined>[]> => {
    const found = (await source(term)).filter((choice) => left(choice.value));
    return term.trim() === '' ? [first, ...found] : found;
  };
}

const venue: Question = {
  field: 'venue',
  label: 'Venue',
  when: 'absent',
  async ask(form, refused) {
    const { session } = form;
    const source = await linkedSource(await session.client(), 'venues');
    if (!source) return noneToPick(form, refused, 'venues');
    return session.prompter.search({
      message: 'Venue',
      source: withFirst({ name: '(none)', value: undefined }, source),
    });
  },
};

/** One organizer at a time, each search leaving out those picked, until "(no more)". */
const organizer: Question = {
  field: 'organizer',
  label: 'Organizers',
  when: 'absent',
  async ask(form, refused) {
    const { session } = form;
    const source = await linkedSource(await session.client(), 'organizers');
    if (!source) return noneToPick(form, refused, 'organizers');
    const picked: number[] = [];
    for (;;) {
      const first = picked.length === 0 ? '(none)' : '(no more)';
      const id = await session.prompter.search({
        message: picked.length === 0 ? 'Organizer' : 'Another organizer',
        source: withFirst({ name: first, value: undefined }, source, (id) => !picked.includes(id)),
      });
      if (id === undefined) break;
      picked.push(id);
    }
    return picked.length > 0 ? picked : undefined;
  },
};

/** The existing terms, to tick; none ticked sends none. */
function terms(taxonomy: Taxonomy, label: string): Question {
  return {
    field: taxonomy,
    label,
    when: 'absent',
    async ask(form, refused) {
      const { session } = form;
      const choices = await termChoices(await session.client(), taxonomy);
      if (choices.length === 0) return noneToPick(form, refused, taxonomy);
      const ticked = await session.prompter.checkbox({ message: label, choices });
      return ticked.length > 0 ? ticked : undefined;
    },
  };
}

/** Once, or as a series (`--repeat`'s rule, in words or as an RRULE); checked when the series is planned. */
const repeat: Question = {
  field: 'repeat',
  label: 'Repeat',
  when: 'absent',
  async ask({ session }) {
    // Loaded when asked: the rule reader brings ical.js, which a run without a series never needs.
    const { parseRepeat } = await import('../../domain/recurrence/repeat-words.js');
    const rule = await session.prompter.input({
      message:
        'Repeat (Enter for a single event; e.g. weekly, every 2 weeks on tue,thu, monthly on the last friday, daily for 10)',
      validate: (value) => {
        if (value.trim() === '') return true;
        const read = parseRepeat(value, {
          start: nowWallTime('UTC', session.context.now()),
          now: session.context.now(),
          zone: 'UTC',
        });
        return 'error' in read ? read.error : true;
      },
    });
    return rule.trim() === '' ? undefined : rule.trim();
  },
};

export const EVENT_QUESTIONS: readonly Question[] = [
  title,
  timezone,
  start,
  end,
  venue,
  organizer,
  terms('categories', 'Categories'),
  terms('tags', 'Tags'),
  repeat,
];
