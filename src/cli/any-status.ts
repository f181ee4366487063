// `--status any`, as WordPress' own post lists read it: every status but the trash. Neither TEC nor `cal serve`
// takes `any` in a list (400 rest_invalid_param), so it is sent as the list of those statuses.
import { POST_STATUSES } from '../api/post-statuses.js';

type Args = Record<string, unknown>;

export const ANY_STATUS = POST_STATUSES.filter((status) => status !== 'trash').join(',');

/** The args with `any` in `status` (alone or in a list) written out as every status but the trash. */
export function withAnyStatus(args: Args): Args {
  const status = args.status;
  const given = typeof status === 'string' ? status.split(',') : Array.isArray(status) ? status.map(String) : undefined;
  if (!given?.some((name) => name.trim() === 'any')) return args;
  const spelled = [
    ...new Set([...ANY_STATUS.split(','), ...given.map((name) => name.trim()).filter((name) => name !== 'any')]),
  ];
  return { ...args, status: spelled.join(',') };
}
