// JSON text with its length in UTF-8 bytes: a page joined from kept answers is sent without being measured again.
import { Buffer } from 'node:buffer';

export interface JsonText {
  readonly text: string;
  readonly bytes: number;
}

/** `text` with its length. */
export function jsonText(text: string): JsonText {
  return { text, bytes: Buffer.byteLength(text) };
}
