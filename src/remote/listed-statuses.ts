// `--status any`, as WordPress' own post lists read it: every status but the trash. Neither TEC nor `cal serve`
// takes it in a list filter (400 rest_invalid_param), so it is sent as the list of those statuses; lists that must
// see every event the caller may (series, title-and-start look-ups) ask for that list too.
import { ANY_STATUS, LISTED_STATUSES } from '../api/post-statuses.js';

type Args = Record<string, unknown>;

/** Every status but the trash, as a status filter. */
export const EVERY_LISTED_STATUS = LISTED_STATUSES.join(',');

/** The args with `any` in `status` (alone or in a list) written out as every status but the trash. */
export function withListedStatuses(args: Args): Args {
  const status = args.status;
  const given = typeof status === 'string' ? status.split(',') : Array.isArray(status) ? status.map(String) : undefined;
  const names = given?.map((name) => name.trim());
  if (!names?.includes(ANY_STATUS)) return args;
  const spelled = new Set([...LISTED_STATUSES, ...names.filter((name) => name !== ANY_STATUS)]);
  return { ...args, status: [...spelled].join(',') };
}
