// The calendar page's stylesheet: a month table that fits narrow screens, category colors, the details panel.
export const CALENDAR_STYLE = String.raw`
:root {
  color-scheme: light dark;
  --line: #c8ccd2;
  --muted: #6b7280;
  --today: #fff4c2;
  --panel: #ffffff;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
@media (prefers-color-scheme: dark) {
  :root { --line: #3a3f47; --muted: #9aa1ab; --today: #3d3614; --panel: #1d2025; }
}
body { margin: 0 auto; max-width: 72rem; padding: 1rem; line-height: 1.35; }
h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
.month-nav { display: flex; align-items: center; gap: .5rem; margin: 1rem 0 .5rem; }
.month-title { font-size: 1.2rem; margin: 0; min-width: 12rem; text-align: center; }
button { font: inherit; cursor: pointer; }
.nav { padding: .2rem .7rem; border: 1px solid var(--line); border-radius: .4rem; background: transparent; color: inherit; }
.status { color: var(--muted); min-height: 1.35em; margin: .25rem 0; }
table.month { width: 100%; border-collapse: collapse; table-layout: fixed; }
table.month th { font-weight: 600; color: var(--muted); padding: .3rem; text-align: left; }
table.month td { border: 1px solid var(--line); vertical-align: top; height: 6.5rem; padding: .2rem; overflow: hidden; }
td.other-month { color: var(--muted); background: rgba(127, 127, 127, .06); }
td.today { background: var(--today); }
td.today .day-number { font-weight: 700; text-decoration: underline; }
.day-number { font-size: .85rem; margin-bottom: .15rem; }
ul.events { list-style: none; margin: 0; padding: 0; }
ul.events li { margin: 0 0 2px; }
.event {
  display: block; width: 100%; text-align: left; border: 0; border-left: 3px solid #8a8f98;
  border-radius: .2rem; padding: .1rem .3rem; font-size: .8rem; background: rgba(127, 127, 127, .12); color: inherit;
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
.event:hover, .event:focus-visible { outline: 2px solid #2563eb; outline-offset: -2px; }
.event .time { font-variant-numeric: tabular-nums; margin-right: .3rem; color: var(--muted); }
.event.all-day, .event.multi-day { font-weight: 600; }
.event.all-day::before { content: "\25C6  "; }
.event.continues::before { content: "\2192  "; }
.cat-0 { border-left-color: #0891b2; background: rgba(8, 145, 178, .14); }
.cat-1 { border-left-color: #c026d3; background: rgba(192, 38, 211, .14); }
.cat-2 { border-left-color: #ca8a04; background: rgba(202, 138, 4, .16); }
.cat-3 { border-left-color: #16a34a; background: rgba(22, 163, 74, .14); }
.cat-4 { border-left-color: #2563eb; background: rgba(37, 99, 235, .14); }
.cat-5 { border-left-color: #dc2626; background: rgba(220, 38, 38, .14); }
.details {
  position: fixed; right: 1rem; top: 1rem; bottom: 1rem; width: min(26rem, calc(100vw - 2rem)); overflow: auto;
  background: var(--panel); border: 1px solid var(--line); border-radius: .5rem; padding: 1rem;
  box-shadow: 0 10px 30px rgba(0, 0, 0, .25);
}
.details[hidden] { display: none; }
.details .close { float: right; }
.details-title { font-size: 1.2rem; margin: 0 0 .75rem; overflow-wrap: anywhere; }
.details dl { display: grid; grid-template-columns: max-content 1fr; gap: .3rem .8rem; margin: 0 0 .75rem; }
.details dt { font-weight: 600; color: var(--muted); }
.details dd { margin: 0; overflow-wrap: anywhere; }
.description p { margin: 0 0 .6rem; overflow-wrap: anywhere; }
@media (max-width: 40rem) {
  body { padding: .5rem; }
  table.month td { height: 4rem; padding: .1rem; }
  .event { font-size: .7rem; padding: 0 .15rem; }
  .event .time { display: none; }
}
`;
