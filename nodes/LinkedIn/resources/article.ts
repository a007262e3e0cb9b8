import type { ResourceDescriptor } from '../../shared/descriptor';
import { COUNTRY, ARTICLE } from '../linkedin.params';

export const article: ResourceDescriptor = {
	value: 'article',
	name: 'Article',
	description: 'A public LinkedIn article (Pulse) with its top comments',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a LinkedIn article',
			description: 'Read a public article: post_id, url, type (article), author_name, author_url, title, text, published_at, like_count, comment_count and its top-level comments.',
			method: 'GET',
			path: '/v1/linkedin/articles/{article_slug}',
			params: [ARTICLE, COUNTRY],
			credits: 5,
			paging: { kind: 'none' },
			records: 'post',
		},
	],
};
