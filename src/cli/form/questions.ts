// A create's questions: what each asks, under which label, and when; the plain ones for any required field.
import type { FieldSpec } from '../../api/field-spec.js';
import type { ResourceName } from '../../api/resources.js';
import { isLinked, nameField } from '../../api/resources.js';
import type { Check, TextQuestion } from '../prompts.js';
import type { Session } from '../session.js';
import type { DateReading } from './date-answers.js';

export type Args = Record<string, unknown>;

/** What a question sees of the form it is part of. */
export interface FormView {
  readonly session: Session;
  /** The values so far: those given on the command line, with the answers. */
  args(): Readonly<Args>;
  /** Where and when an event's dates are read: its zone (given, else configured, else the site's) and now. */
  dateReading(): Promise<DateReading>;
  /** The zone of the site, where an event that names none is. */
  siteZone(): Promise<string>;
}

export interface Question {
  readonly field: string;
  /** The field in words, as the user knows it ("Start", "Time zone"). */
  readonly label: string;
  /** Asked when the field is missing (a required one), or whenever it was not given (an offer). */
  readonly when: 'missing' | 'absent';
  /** The value to send, or undefined to send none. `refused` is the value a server refused, to correct. */
  ask(form: FormView, refused?: unknown): Promise<unknown>;
}

/** The field in words: a venue's `venue` (an organizer's `organizer`) is its name. */
export function labelOf(resource: ResourceName, field: string): string {
  if (isLinked(resource) && field === nameField(resource)) return 'Name';
  const words = field.replace(/_/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

export const nonEmpty =
  (label: string): Check =>
  (value) =>
    value.trim() === '' ? `${label} cannot be empty` : true;

/** A refused text comes back in the line, to correct rather than type again. */
export const toCorrect = (refused: unknown): Pick<TextQuestion, 'default' | 'editable'> =>
  typeof refused === 'string' || typeof refused === 'number' ? { default: String(refused), editable: true } : {};

/** The question for a required field nothing more is known of: one of its values, yes or no, or some text. */
export function fieldQuestion(resource: ResourceName, field: string, spec: FieldSpec): Question {
  const label = labelOf(resource, field);
  return {
    field,
    label,
    when: 'missing',
    async ask({ session }, refused) {
      const { prompter } = session;
      if (spec.enum)
        return prompter.select({ message: label, choices: spec.enum.map((value) => ({ name: value, value })) });
      if (spec.type === 'boolean') return prompter.confirm({ message: label });
      return prompter.input({ message: label, validate: nonEmpty(label), ...toCorrect(refused) });
    },
  };
}
