// FNV-1a over a text's UTF-16 code units: a quick 32-bit hash for tables kept in memory.

/** FNV-1a of `text`'s code units as a signed 32-bit integer, from FNV's offset basis or another (a seed). */
export function fnv1a(text: string, basis = 0x811c9dc5): number {
  let hash = basis;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash;
}
