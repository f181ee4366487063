// JSON.parse answers `any`; this answers `unknown`, so the caller narrows what it reads.
export function parseJson(text: string): unknown {
  const value: unknown = JSON.parse(text);
  return value;
}
