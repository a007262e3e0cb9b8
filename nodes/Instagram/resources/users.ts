import type { ResourceDescriptor } from '../../shared/descriptor';
import { CURSOR_PAGING, USER, USER_OF_ITEM } from '../instagram.params';

export const users: ResourceDescriptor = {
	value: 'user',
	name: 'User',
	description: 'Instagram accounts: a profile and its posts',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get an Instagram profile',
			description:
				'Read a public Instagram profile: pk, username, full_name, biography, bio_links, follower, following and media counts, verification, business category and contact, scraped_at',
			method: 'GET',
			path: '/v1/instagram/users/{username}',
			params: [USER],
			// docs/api-reference/endpoint/instagram/get-user.mdx: "Credits: 5".
			credits: 5,
			paging: { kind: 'none' },
			records: 'user',
		},
		{
			operation: 'getPosts',
			name: 'Get Posts',
			action: 'Get the posts of an Instagram account',
			description:
				'Read the posts of a public Instagram account, newest first. One item per post: pk, id, code, taken_at, media_type, product_type, caption_text, like_count, comment_count, play_count, thumbnail_url, url.',
			method: 'GET',
			path: '/v1/instagram/users/{username}/posts',
			params: [USER_OF_ITEM],
			// docs/api-reference/endpoint/instagram/user-posts.mdx: "Credits: 8 per request".
			credits: 8,
			paging: CURSOR_PAGING,
			records: 'items',
		},
	],
};
