// Every answer the servers of the test helpers give, kept in the test file's process until the file's contract
// check (test/setup/api-contract.ts) takes them: the request line as sent and the answer as received.
import type { App } from '../../src/server/app.js';

export interface Exchange {
  /** The method as sent (before X-HTTP-Method-Override or `_method`, which the check applies as the server does). */
  readonly method: string;
  readonly methodOverride: string | undefined;
  /** Path and query, e.g. `/wp-json/cal/events/v1/events?page=2`. */
  readonly url: string;
  /** The site's languages when the request came: a leading `/{lang}` segment is one of them or nothing. */
  readonly languages: readonly string[];
  /** Whether the request came in-process (the embedded mode) rather than over HTTP. */
  readonly embedded: boolean;
  readonly status: number;
  readonly contentType: string | undefined;
  /** The answer's headers, names in lower case; left out, they are not checked. */
  readonly headers?: Readonly<Record<string, string>>;
  readonly body: string;
}

const exchanges: Exchange[] = [];

/** The app, recording each request it answers. */
export function recorded(app: App, languages: () => readonly string[]): App {
  return {
    ...app,
    async handle(request) {
      const response = await app.handle(request);
      exchanges.push({
        method: request.method.toUpperCase(),
        methodOverride: request.headers['x-http-method-override'],
        url: request.url,
        languages: languages(),
        embedded: request.remoteAddress === undefined,
        status: response.status,
        contentType: response.headers['content-type'],
        headers: { ...response.headers },
        body: response.body,
      });
      return response;
    },
  };
}

/** The exchanges recorded since the last call, which are forgotten. */
export function takeExchanges(): Exchange[] {
  return exchanges.splice(0, exchanges.length);
}
