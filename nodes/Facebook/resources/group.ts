import type { ResourceDescriptor } from '../../shared/descriptor';
import { CURSOR_PAGING, GROUP_ID, START_CURSOR } from '../facebook.params';
import { POST_FIELDS } from './page';

export const group: ResourceDescriptor = {
	value: 'group',
	name: 'Group',
	description: 'A Facebook group: its details, and the posts of its feed',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a Facebook group',
			description:
				'Read a group: id, name, url, privacy (Public or Private), visibility, member_count, description, cover_photo, creation_time_utc and created_at.',
			method: 'GET',
			path: '/v1/facebook/groups/{group_id}',
			params: [GROUP_ID],
			credits: 5,
			paging: { kind: 'none' },
			toolUse: 'Use to read a Facebook group: what it is about, whether it is public, how many members it has',
		},
		{
			operation: 'getPosts',
			name: 'Get Posts',
			action: 'Get the posts of a Facebook group',
			description: `Read a group's feed. One item per post: ${POST_FIELDS}. A private group gives no posts (check its privacy with Group > Get).`,
			method: 'GET',
			path: '/v1/facebook/groups/{group_id}/posts',
			params: [GROUP_ID, START_CURSOR],
			credits: 5,
			paging: CURSOR_PAGING,
			records: 'posts',
		},
	],
};
