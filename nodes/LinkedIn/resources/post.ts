import type { ResourceDescriptor } from '../../shared/descriptor';
import { COUNTRY, POST } from '../linkedin.params';

export const post: ResourceDescriptor = {
	value: 'post',
	name: 'Post',
	description: 'A public LinkedIn post with its top comments',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a LinkedIn post',
			description: 'Read a public post: post_id, url, type, author_name, author_url, title, text, published_at, like_count, comment_count and its top-level comments (author, text, published_at, like_count).',
			method: 'GET',
			path: '/v1/linkedin/posts/{post_slug}',
			params: [POST, COUNTRY],
			credits: 5,
			paging: { kind: 'none' },
			records: 'post',
		},
	],
};
