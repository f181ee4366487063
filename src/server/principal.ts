// The site administrator, whom the embedded mode acts as (access to the calendar file is the trust boundary).
import { ANONYMOUS, type Principal } from '../domain/permissions.js';
import type { StoreReader } from '../store/store.js';

export function siteAdministrator(store: StoreReader): Principal {
  for (const user of store.all('users')) if (user.role === 'administrator') return { user };
  return ANONYMOUS;
}
