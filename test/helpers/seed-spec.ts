// Reads the seed specification (../shared/SEED-API.md): its route table, field tables and parameter tables.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SEED_PATH = fileURLToPath(new URL('../../../shared/SEED-API.md', import.meta.url));

export interface SeedField {
  name: string;
  type: string;
  required: boolean;
  notes: string;
}

const text = () => readFileSync(SEED_PATH, 'utf8');

/** Markdown table rows under the heading that starts with `heading`. */
function tableRows(heading: string): string[][] {
  const lines = text().split('\n');
  const start = lines.findIndex((l) => l.startsWith(heading));
  if (start < 0) throw new Error(`seed: no heading ${heading}`);
  const rows: string[][] = [];
  let inTable = false;
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('#')) break;
    if (!line.startsWith('|')) {
      if (inTable) break;
      continue;
    }
    inTable = true;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    if (cells.every((c) => /^-+$/.test(c))) continue;
    rows.push(cells);
  }
  return rows.slice(1);
}

/** `METHOD path` pairs of the route list, e.g. `GET /events/{id}`; the namespace root is ``. */
export function seedRoutes(): string[] {
  return tableRows('### Route list').flatMap(([methods = '', path = '']) => {
    const clean = path.replace(/`/g, '').replace('(the namespace root)', '').trim();
    return methods.split(',').map((m) => `${m.trim()} ${clean}`.trim());
  });
}

/** Field tables of "Resources and their fields"; combined rows (`a, b`) are split. */
export function seedFields(heading: string): SeedField[] {
  return tableRows(heading).flatMap(([names = '', type = '', required = '', notes = '']) =>
    names.split(',').map((name) => ({ name: name.trim(), type, required: required === 'yes', notes })),
  );
}

/** Query parameter tables: name, type, default. */
export function seedParams(heading: string): { name: string; type: string; default: string }[] {
  return tableRows(heading).flatMap(([names = '', type = '', def = '']) =>
    names.split(',').map((name) => ({ name: name.trim(), type, default: def })),
  );
}
