// The undici modules src/lazy-libraries/undici.ts loads directly, typed with undici's public types.
declare module 'undici/lib/dispatcher/pool.js' {
  import type { Pool } from 'undici';
  const PoolClass: typeof Pool;
  export default PoolClass;
}

declare module 'undici/lib/dispatcher/dispatcher.js' {
  const Dispatcher: { prototype: object };
  export default Dispatcher;
}

declare module 'undici/lib/api/index.js' {
  const api: Record<string, unknown>;
  export default api;
}
