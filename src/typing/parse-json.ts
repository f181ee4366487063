// JSON.parse's result is untyped; this one is `unknown`, so the caller narrows what it reads.
export function parseJson(text: string): unknown {
  const value: unknown = JSON.parse(text);
  return value;
}
