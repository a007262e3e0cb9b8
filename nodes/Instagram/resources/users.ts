import type { EndpointDescriptor, ResourceDescriptor } from '../../shared/descriptor';
import { ACCOUNT_POOL_NOTICE, CURSOR_PAGING, FOLLOWER_ORDER, USER, USER_OF_ITEM } from '../instagram.params';

/**
 * A listing of an account the docs do not price (served through the service's account pool): the Credit Budget assumes
 * the overview's "Paginated listings" price, 8, and counts what the service reports.
 */
const poolListing = (endpoint: Omit<EndpointDescriptor, 'method' | 'credits' | 'creditsAssumed' | 'notice' | 'paging' | 'records'>): EndpointDescriptor => ({
	method: 'GET',
	credits: 8,
	creditsAssumed: true,
	notice: ACCOUNT_POOL_NOTICE,
	paging: CURSOR_PAGING,
	records: 'items',
	...endpoint,
});

/**
 * A read of an account the docs do not price (served through the account pool): the overview's "Standard read", 5, is
 * assumed. Lists come in the overview's envelope (`items`); `records` absent, the answer is one item as it comes.
 */
const poolRead = (endpoint: Omit<EndpointDescriptor, 'method' | 'credits' | 'creditsAssumed' | 'notice' | 'paging'>): EndpointDescriptor => ({
	method: 'GET',
	credits: 5,
	creditsAssumed: true,
	notice: ACCOUNT_POOL_NOTICE,
	paging: { kind: 'none' },
	...endpoint,
});

export const users: ResourceDescriptor = {
	value: 'user',
	name: 'User',
	description: 'Instagram accounts: a profile, its posts, reels, tags, stories, highlights, followers and similar accounts',
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
		poolListing({
			operation: 'getReels',
			name: 'Get Reels',
			action: 'Get the reels of an Instagram account',
			description: 'Read the reels of an Instagram account, newest first, one item per reel with its code, taken_at and counts as a post has them',
			path: '/v1/instagram/users/{username}/reels',
			params: [USER_OF_ITEM],
		}),
		poolListing({
			operation: 'getTagged',
			name: 'Get Tagged',
			action: 'Get tagged posts of an Instagram user',
			description: "Read the posts other accounts tagged an Instagram account in (the profile's Tagged tab), one item per post",
			path: '/v1/instagram/users/{username}/tagged',
			params: [USER_OF_ITEM],
		}),
		poolRead({
			operation: 'getAbout',
			name: 'Get About',
			action: 'Get Instagram account about info',
			description: "Read an account's About this account facts (its country, the date it joined, its former usernames) as one item, as the service gives them",
			path: '/v1/instagram/users/{username}/about',
			params: [USER_OF_ITEM],
		}),
		poolRead({
			operation: 'getHighlights',
			name: 'Get Highlights',
			action: 'Get highlights of an Instagram user',
			description: "Read the story highlights pinned on an account's profile, one item per highlight",
			path: '/v1/instagram/users/{username}/highlights',
			params: [USER_OF_ITEM],
			records: 'items',
		}),
		poolRead({
			operation: 'getStories',
			name: 'Get Stories',
			action: 'Get stories of an Instagram user',
			description: "Read an account's stories of the last 24 hours, one item per story",
			path: '/v1/instagram/users/{username}/stories',
			params: [USER_OF_ITEM],
			records: 'items',
		}),
		{
			operation: 'getRelated',
			name: 'Get Related',
			action: 'Get similar Instagram accounts',
			description: 'Read the accounts Instagram suggests as similar to an account, one item per account (pk, username, is_verified)',
			method: 'GET',
			path: '/v1/instagram/users/{username}/related',
			params: [USER_OF_ITEM],
			// docs/api-reference/endpoint/instagram/get-user.mdx: "`GET /v1/instagram/users/{username}/related` — similar / suggested accounts. **5 credits.**"
			credits: 5,
			paging: { kind: 'none' },
			records: 'items',
		},
		poolListing({
			operation: 'getFollowers',
			name: 'Get Followers',
			action: 'Get followers of an Instagram user',
			description: 'Read the accounts that follow an Instagram account, one item per account, latest or earliest followers first',
			path: '/v1/instagram/users/{username}/followers',
			params: [USER_OF_ITEM, FOLLOWER_ORDER],
		}),
		poolListing({
			operation: 'getFollowing',
			name: 'Get Following',
			action: 'Get accounts an Instagram user follows',
			description: 'Read the accounts an Instagram account follows, one item per account',
			path: '/v1/instagram/users/{username}/following',
			params: [USER_OF_ITEM],
		}),
	],
};
