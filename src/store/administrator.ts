// A new calendar's administrator: posts have an author, and local writes someone to act as.
import type { Transaction } from './store.js';

/** Adds the administrator, unless the calendar has users. */
export function addAdministrator(tx: Transaction): void {
  // Asked in the write: another process opening a new database calendar may have made it meanwhile.
  if (tx.count('users') > 0) return;
  tx.put('users', {
    id: tx.nextId('user'),
    login: 'admin',
    name: 'Administrator',
    email: '',
    role: 'administrator',
  });
}
