// README.md as runnable text: its ```sh blocks, in order, with the line each starts on.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const README = fileURLToPath(new URL('../../README.md', import.meta.url));

export interface Block {
  /** Line of the opening fence, counted from 1. */
  readonly line: number;
  readonly code: string;
}

/** The fenced blocks whose info string is exactly `sh`, of the whole README or of one `## ` section. */
export function shellBlocks(section?: string): Block[] {
  const blocks: Block[] = [];
  const lines = readFileSync(README, 'utf8').split('\n');
  let inSection = section === undefined;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i] ?? '';
    if (section !== undefined && text.startsWith('## ')) inSection = text === `## ${section}`;
    const fence = /^(`{3,})(.*)$/.exec(text);
    if (!fence) continue;
    const end = lines.findIndex((line, j) => j > i && line.startsWith(fence[1] ?? '```') && line.trim() === fence[1]);
    if (end < 0) break;
    if (inSection && fence[2]?.trim() === 'sh') blocks.push({ line: i + 1, code: lines.slice(i + 1, end).join('\n') });
    i = end;
  }
  return blocks;
}
