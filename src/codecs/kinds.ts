// The kinds of record an import or export file holds: events, and the kinds whose records are flat (no nesting).
export type FlatKind = 'venues' | 'organizers' | 'categories' | 'tags';
export type ImportKind = 'events' | FlatKind;
