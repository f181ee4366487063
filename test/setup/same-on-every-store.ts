// API test files that make no test server (test/helpers/api-server.ts), which is all `npm run test:pg` changes: they
// run their own PostgreSQL clusters, or only a transport or a file store, the same whichever store the run is for.
// `npm run test:pg` leaves them out, as they ran already in the API run; test/unit/same-on-every-store.test.ts
// holds each of them to that.
export const SAME_ON_EVERY_STORE: readonly string[] = [
  'test/api/fold-during-requests.test.ts',
  'test/api/http-transport.test.ts',
  'test/api/postgres-cluster.test.ts',
  'test/api/postgres-commit-outcome.test.ts',
  'test/api/postgres-store.test.ts',
  'test/api/server-limits.test.ts',
  'test/api/store-contract.test.ts',
];
