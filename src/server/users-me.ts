// `GET /wp-json/wp/v2/users/me?context=edit`: who the credentials belong to, in WordPress' shape, so that
// `cal auth status` asks the same question of `cal serve` and of a WordPress site.
import type { Role, UserRecord } from '../store/records/records.js';
import type { Urls } from './addresses.js';

/** WordPress' capabilities that say what a user may do with the calendar, by role (the rest are not modelled). */
const CAPABILITIES: Readonly<Record<Role, readonly string[]>> = {
  subscriber: ['read'],
  contributor: [
    'read',
    'edit_posts',
    'delete_posts',
    'edit_tribe_events',
    'delete_tribe_events',
    'edit_tribe_venues',
    'edit_tribe_organizers',
  ],
  author: [
    'read',
    'edit_posts',
    'delete_posts',
    'publish_posts',
    'upload_files',
    'edit_published_posts',
    'edit_tribe_events',
    'delete_tribe_events',
    'publish_tribe_events',
    'edit_published_tribe_events',
    'edit_tribe_venues',
    'publish_tribe_venues',
    'edit_tribe_organizers',
    'publish_tribe_organizers',
  ],
  editor: [
    'read',
    'edit_posts',
    'delete_posts',
    'publish_posts',
    'upload_files',
    'edit_published_posts',
    'edit_others_posts',
    'delete_others_posts',
    'manage_categories',
    'edit_tribe_events',
    'delete_tribe_events',
    'publish_tribe_events',
    'edit_published_tribe_events',
    'edit_others_tribe_events',
    'delete_others_tribe_events',
    'edit_tribe_venues',
    'publish_tribe_venues',
    'edit_others_tribe_venues',
    'edit_tribe_organizers',
    'publish_tribe_organizers',
    'edit_others_tribe_organizers',
  ],
  administrator: [],
};

function capabilitiesOf(role: Role): Record<string, boolean> {
  const granted =
    role === 'administrator' ? [...CAPABILITIES.editor, 'manage_options', 'list_users'] : CAPABILITIES[role];
  return Object.fromEntries([...granted.map((name) => [name, true] as const), [role, true] as const]);
}

export function userMe(user: UserRecord, urls: Urls): Record<string, unknown> {
  const [first = '', ...rest] = user.name.split(' ');
  return {
    id: user.id,
    username: user.login,
    name: user.name,
    first_name: first,
    last_name: rest.join(' '),
    email: user.email,
    url: '',
    description: '',
    link: `${urls.site}/author/${user.login}/`,
    locale: 'en_US',
    nickname: user.login,
    slug: user.login,
    roles: [user.role],
    registered_date: '',
    capabilities: capabilitiesOf(user.role),
    extra_capabilities: { [user.role]: true },
    avatar_urls: {},
    meta: [],
  };
}
