// Texts many kept parts hold alike (the members most events end with), kept once: each event keeping its own copy
// of `"custom_fields":[],"language":"en","translations":{}` cost some 100 B an event.

/** How many distinct texts are looked for: a few forms cover most events, and unlike texts must not pile up. */
const LIMIT = 64;

export class SharedTexts {
  private readonly texts = new Map<string, string>();

  /** `text`, or an equal one given before. */
  share(text: string): string {
    const known = this.texts.get(text);
    if (known !== undefined) return known;
    if (this.texts.size >= LIMIT) this.texts.clear();
    this.texts.set(text, text);
    return text;
  }

  /** Whether a text equal to `text` is kept (JavaScript cannot tell equal strings apart). */
  holds(text: string): boolean {
    return this.texts.has(text);
  }
}

/** The texts of every store's kept parts: they are values, the same in any calendar. */
export const sharedTexts = new SharedTexts();
