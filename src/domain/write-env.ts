// What domain write operations work with: the open transaction, the caller, the clock and the language.
import type { SecretBox } from '../store/secret-box.js';
import type { Settings } from '../store/records/records.js';
import type { Transaction } from '../store/store.js';
import { formatWallTime } from '../dates/wall-time.js';
import { instantToWallTime } from '../dates/zones.js';
import type { Principal } from './permissions.js';

export interface WriteEnv {
  readonly tx: Transaction;
  readonly principal: Principal;
  /** Epoch ms of the request. */
  readonly now: number;
  readonly settings: Readonly<Settings>;
  readonly language: string;
  /** Where event passwords are sealed for editors to read back; without one, only their hash is kept. */
  readonly secrets?: SecretBox;
}

/** `date`/`date_utc`-style pair for an instant: site-local and UTC wall times. */
export function stamp(settings: Readonly<Settings>, instant: number): { local: string; utc: string } {
  return {
    local: formatWallTime(instantToWallTime(instant, settings.timezone)),
    utc: formatWallTime(instantToWallTime(instant, 'UTC')),
  };
}
