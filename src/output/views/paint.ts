// Category colors for the calendar views: one stable color per category, and no escapes at all when colors are off.
import { Chalk, type ChalkInstance } from 'chalk';
import type { ViewEvent } from '../../domain/views/view-event.js';

type ColorName = 'cyan' | 'magenta' | 'yellow' | 'green' | 'blue' | 'red';
const PALETTE: readonly ColorName[] = ['cyan', 'magenta', 'yellow', 'green', 'blue', 'red'];

export interface Painter {
  readonly enabled: boolean;
  /** `text` in the color of the event's first category (unchanged without one, or without colors). */
  event(event: ViewEvent, text: string): string;
  dim(text: string): string;
  bold(text: string): string;
  inverse(text: string): string;
}

/** The palette index of a category name: the same name always gets the same color. */
export function colorIndex(name: string): number {
  let hash = 0;
  for (const ch of name.toLowerCase()) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return hash % PALETTE.length;
}

export function painter(enabled: boolean): Painter {
  const chalk: ChalkInstance = new Chalk({ level: enabled ? 1 : 0 });
  return {
    enabled,
    event(event, text) {
      const category = event.categories[0];
      if (!enabled || category === undefined || text === '') return text;
      return chalk[PALETTE[colorIndex(category)] ?? 'cyan'](text);
    },
    dim: (text) => chalk.dim(text),
    bold: (text) => chalk.bold(text),
    inverse: (text) => chalk.inverse(text),
  };
}
