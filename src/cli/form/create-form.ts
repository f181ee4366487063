// A create asked for on a terminal: its missing fields (and, for an event, what it can be given) asked one at a
// time, then sent; a field the server refuses is asked again, and nothing typed is lost on the way out.
import type { OperationSpec } from '../../api/field-spec.js';
import type { ResourceName } from '../../api/resources.js';
import { ApiCallError } from '../../client/client.js';
import { isValidTimeZone } from '../../dates/zones.js';
import { UsageError } from '../errors.js';
import { flagName } from '../flags.js';
import type { Session } from '../session.js';
import { flagWords, shellWord, withoutFlags } from './command-line.js';
import { EVENT_QUESTIONS } from './event-questions.js';
import { fieldQuestion, type Args, type FormView, type Question } from './questions.js';

const isMissing = (value: unknown) => value === undefined || value === '';

const valueText = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(valueText).join(', ')
    : typeof value === 'object' && value !== null
      ? JSON.stringify(value)
      : String(value);

/** The fields a server named in refusing a write's parameters, with what it said of each (when it did). */
function refusedFields(error: unknown): Map<string, string | undefined> {
  const refused = new Map<string, string | undefined>();
  if (!(error instanceof ApiCallError) || error.status !== 400 || error.params === undefined) return refused;
  if (Array.isArray(error.params)) for (const name of error.params) refused.set(name, undefined);
  else for (const [name, message] of Object.entries(error.params)) refused.set(name, message);
  return refused;
}

export class CreateForm {
  /** Each question answered, in the order asked; undefined for "none". */
  private readonly answers = new Map<string, unknown>();
  /** Fields given on the command line and answered anew after a refusal: their flags are not given back. */
  private readonly replaced = new Set<string>();
  private readonly view: FormView;

  private constructor(
    private readonly session: Session,
    private readonly spec: OperationSpec,
    private readonly given: Readonly<Args>,
    private readonly questions: readonly Question[],
  ) {
    const siteZone = () => session.siteZone();
    this.view = {
      session,
      args: () => this.args(),
      siteZone,
      dateReading: async () => {
        const { timezone } = this.args();
        const named = typeof timezone === 'string' && isValidTimeZone(timezone) ? timezone : undefined;
        return {
          zone: named ?? (await session.config()).profile.timezone ?? (await siteZone()),
          now: session.context.now(),
        };
      },
    };
  }

  /**
   * The form of a create that misses required fields, or undefined when it misses none. Off a terminal a missing
   * field is a usage error naming its flags, and nothing is sent.
   */
  static of(
    session: Session,
    resource: ResourceName,
    spec: OperationSpec,
    given: Readonly<Args>,
  ): CreateForm | undefined {
    const missing = Object.entries(spec.params).filter(([name, field]) => field.required && isMissing(given[name]));
    if (missing.length === 0) return undefined;
    if (!session.interactive) {
      const flags = missing.map(([name]) => `--${flagName(name)}`).join(', ');
      throw new UsageError(`missing required option${missing.length > 1 ? 's' : ''} ${flags} (no terminal to ask on)`);
    }
    const special = resource === 'events' ? EVENT_QUESTIONS : [];
    const plain = missing
      .filter(([name]) => !special.some((question) => question.field === name))
      .map(([name, field]) => fieldQuestion(resource, name, field));
    return new CreateForm(session, spec, given, [...special, ...plain]);
  }

  /** What the create sends: the fields given, with the answers over them. */
  args(): Args {
    const out: Args = { ...this.given };
    for (const [field, value] of this.answers) {
      if (value === undefined) delete out[field];
      else out[field] = value;
    }
    return out;
  }

  /** Asks each question whose field is missing (or, for an offer, not given), in order. */
  async fill(): Promise<void> {
    await this.keepingAnswers(async () => {
      for (const question of this.questions) {
        const value = this.args()[question.field];
        if (question.when === 'missing' ? isMissing(value) : value === undefined)
          this.answers.set(question.field, await question.ask(this.view));
      }
    });
  }

  /**
   * Sends the form with `send`. When the server refuses fields that have a question, it says so and offers to
   * change them and send again; otherwise, and when that is declined, the answers are printed as a command line.
   */
  async send<T>(send: (args: Args) => Promise<T>): Promise<T> {
    for (;;) {
      try {
        return await send(this.args());
      } catch (error) {
        const refused = refusedFields(error);
        const fixable = this.questions.filter((question) => refused.has(question.field));
        if (fixable.length === 0) {
          this.printAnswers();
          throw error;
        }
        await this.keepingAnswers(async () => {
          const stderr = this.session.context.io.stderr;
          for (const { field, label } of fixable) {
            const said = refused.get(field);
            stderr.write(`The server refused ${label} (${valueText(this.args()[field])})${said ? `: ${said}` : ''}\n`);
          }
          const again = await this.session.prompter.confirm({
            message: `Change ${fixable.length > 1 ? 'them' : 'it'} and send again?`,
            default: true,
          });
          if (!again) throw error;
          for (const question of fixable) {
            const answer = await question.ask(this.view, this.args()[question.field]);
            if (question.field in this.given) this.replaced.add(question.field);
            this.answers.set(question.field, answer);
          }
        });
      }
    }
  }

  /** Runs `step`; if it fails (a cancelled prompt, a refusal given up), the answers are printed first. */
  private async keepingAnswers(step: () => Promise<void>): Promise<void> {
    try {
      await step();
    } catch (error) {
      this.printAnswers();
      throw error;
    }
  }

  /** The command typed, with the answers as its flags: to run again without typing them again. */
  private printAnswers(): void {
    const answered = [...this.answers].filter(([, value]) => value !== undefined);
    if (answered.length === 0 && this.replaced.size === 0) return;
    const params = this.spec.params;
    const words = [
      ...withoutFlags(this.session.words, this.replaced, params),
      ...answered.flatMap(([field, value]) => flagWords(field, params, value)),
    ];
    this.session.context.io.stderr.write(
      `Nothing was created. Your answers, as a command line:\n  cal ${words.map(shellWord).join(' ')}\n`,
    );
  }
}
