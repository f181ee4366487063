// Picks the renderer for an output format: the table and CSV code (and its start-up cost) loads only for those formats.
import { isDataFormat, renderDataItem, renderDataList } from './render-data.js';
import type { OutputOptions } from './types.js';

type Item = Record<string, unknown>;

/** Renders lists and single items in one chosen output format. */
export interface Renderer {
  list(items: readonly Item[], total: number | undefined): string;
  item(item: Item): string;
}

export async function rendererFor(options: OutputOptions): Promise<Renderer> {
  const format = options.format;
  if (isDataFormat(format)) {
    const data = { ...options, format };
    return { list: (items, total) => renderDataList(items, total, data), item: (item) => renderDataItem(item, data) };
  }
  const { renderItem, renderList } = await import('./render.js');
  return { list: (items, total) => renderList(items, total, options), item: (item) => renderItem(item, options) };
}
