// Calls the API app in-process on a local store: no socket, the same routes, checks and errors.
import type { App } from '../server/app.js';
import { NAMESPACE, REST_PREFIX } from '../server/addresses.js';

export interface ApiReply {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export async function callEmbedded(app: App, method: string, path: string, body?: unknown): Promise<ApiReply> {
  const response = await app.handle({
    method,
    url: `/${REST_PREFIX}/${NAMESPACE}/${path.replace(/^\//, '')}`,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: response.body === '' ? undefined : JSON.parse(response.body) };
}
