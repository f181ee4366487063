// The HTTP client, for servers reached over the network. Bundled apart from the CLI (scripts/bundle.mjs).
export { Pool } from 'undici';
