import type { ResourceDescriptor } from '../../shared/descriptor';
import { ACCOUNT_POOL_NOTICE, CURSOR_PAGING, MEDIA, MEDIA_OF_ITEM } from '../instagram.params';

/** Posts and reels (the service's "media"), each by its URL or shortcode. */
export const post: ResourceDescriptor = {
	value: 'post',
	name: 'Post',
	description: 'Instagram posts and reels: one by URL or shortcode, its comments, its likers',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get an Instagram post or reel',
			description:
				'Read one post, reel or carousel by URL or shortcode: pk, id, code, taken_at, media_type, product_type, caption_text, like, comment, play and view counts, video_url, thumbnail_url, url, the author (user), usertags, coauthor_producers, location, carousel resources, hashtags, mentions, scraped_at',
			method: 'GET',
			path: '/v1/instagram/media/{code}',
			params: [MEDIA],
			// docs/api-reference/endpoint/instagram/get-media.mdx: "**Credits:** 5 (media detail)".
			credits: 5,
			paging: { kind: 'none' },
			records: 'media',
		},
		{
			operation: 'getComments',
			name: 'Get Comments',
			action: 'Get the comments on an Instagram post',
			description:
				'Read the top-level comments on a post or reel. One item per comment: pk, text, user, created_at, created_at_utc, like_count, has_liked.',
			method: 'GET',
			path: '/v1/instagram/media/{code}/comments',
			params: [MEDIA_OF_ITEM],
			// docs/api-reference/endpoint/instagram/media-comments.mdx: "**Credits:** 8 (`comments`, ...)".
			credits: 8,
			paging: CURSOR_PAGING,
			records: 'items',
		},
		{
			operation: 'getLikers',
			name: 'Get Likers',
			action: 'Get the likers of an Instagram post',
			description: 'Read the accounts that liked a post or reel, one item per account, as one list (the service takes no page or cursor here)',
			method: 'GET',
			path: '/v1/instagram/media/{code}/likers',
			params: [MEDIA_OF_ITEM],
			// No docs page prices media likers: the overview's "Standard read" (5) for a request that is not a paginated listing.
			credits: 5,
			creditsAssumed: true,
			notice: ACCOUNT_POOL_NOTICE,
			paging: { kind: 'none' },
			records: 'items',
		},
	],
};
