// The HTTP client, for servers reached over the network. Bundled apart from the CLI (scripts/bundle.mjs).
//
// Only the connection pool and its request API: undici's index also loads fetch, WebSocket, caches, mocks and
// proxies (and, through them, Node's own fetch), some 60 ms of every command against a server. These three
// lines are what the index does for Pool; src/types/undici-internals.d.ts gives them undici's public types.
import Dispatcher from 'undici/lib/dispatcher/dispatcher.js';
import PoolClass from 'undici/lib/dispatcher/pool.js';
import api from 'undici/lib/api/index.js';

Object.assign(Dispatcher.prototype, api);

export const Pool = PoolClass;
