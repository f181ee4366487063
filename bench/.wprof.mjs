import { withServedCalendar, newEventBodies } from './served-calendar.js';
import { API, postRun, settled, cpuTicks } from './support.js';
const size = Number(process.argv[2] ?? 10000);
const now = Date.now();
await withServedCalendar('wprof', { size, now }, async (cal) => {
  const body = newEventBodies(now);
  await settled(cal.pid);
  await postRun(cal.origin, `${API}/events`, { connections: 16, seconds: 0.5, body });
  await settled(cal.pid);
  const t0 = await cpuTicks(cal.pid);
  const r = await postRun(cal.origin, `${API}/events`, { connections: 16, seconds: 3, body });
  const t1 = await cpuTicks(cal.pid);
  console.log(`rps ${Math.round(r.rps)} p50 ${r.latency.p50} p99 ${r.latency.p99} server cpu/req ${(((t1 - t0) * 10) / (r.rps * 3)).toFixed(3)} ms`);
});
