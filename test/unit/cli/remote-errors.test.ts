// The errors of src/remote/ as the command line says them: a request refused before sending is a usage error
// (exit 2, the message alone), a remote failure a failed command (exit 1, the message alone).
import { describe, expect, it } from 'vitest';
import { describeError, exitCodeOf } from '../../../src/cli/report.js';
import { EXIT } from '../../../src/cli/errors.js';
import { RefusedRequestError, RemoteError } from '../../../src/remote/errors.js';

describe('errors of the server-aware client on the command line', () => {
  it('a request refused before sending exits 2 with its message', () => {
    const error = new RefusedRequestError('this server cannot protect events with a password; nothing was sent');
    expect(exitCodeOf(error)).toBe(EXIT.usage);
    expect(describeError(error)).toBe('this server cannot protect events with a password; nothing was sent');
  });

  it('a remote failure exits 1 with its message', () => {
    const error = new RemoteError('no event has the slug jazz-night');
    expect(exitCodeOf(error)).toBe(EXIT.failed);
    expect(describeError(error)).toBe('no event has the slug jazz-night');
  });
});
