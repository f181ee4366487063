// The read caches (the server's answers to repeated reads, the lists' matches) can be switched off, to measure
// what a read costs when no cache answers (`CAL_CACHE=off` for `cal serve`); their hits are counted so that such a
// measurement can show that none did.
export const readCaches = {
  enabled: true,
  hits: { answers: 0, matches: 0 },
};

export function switchReadCaches(enabled: boolean): void {
  readCaches.enabled = enabled;
}
