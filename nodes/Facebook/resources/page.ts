import type { ResourceDescriptor } from '../../shared/descriptor';
import { CURSOR_PAGING, PAGE, PROFILE, START_CURSOR } from '../facebook.params';

/** What a Page or profile reads as (one Profile model serves both; `type` tells them apart). */
export const ENTITY_FIELDS =
	'id, name, url, username, type (page or profile), is_verified, profile_picture, cover_photo, category, description, followers_count, likes_count, friends_count, is_business_page, and the About tile: website, phone, email, address, rating, rating_count and the rest in about';

/** What each post of a timeline or a group feed holds. */
export const POST_FIELDS =
	'id (the pfbid), post_id, url, permalink_url, message, story_type, creation_time_utc, created_at, author, attachments, reaction_count, reaction_count_text, top_reactions, comment_count and share_count';

export const page: ResourceDescriptor = {
	value: 'page',
	name: 'Page',
	description: "A Facebook Page (a business, brand or organisation): its profile and About tile, and its timeline",
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a Facebook Page',
			description: `Read a Page: ${ENTITY_FIELDS}.`,
			method: 'GET',
			path: '/v1/facebook/pages/{identifier}',
			params: [PAGE],
			credits: 5,
			paging: { kind: 'none' },
			toolUse: "Use to read a Facebook Page: what it is, its category, followers, website and contact details",
		},
		{
			operation: 'getPosts',
			name: 'Get Posts',
			action: 'Get the posts of a Facebook Page',
			description: `Read a Page's timeline, newest first. One item per post: ${POST_FIELDS}. Each post_id feeds Post > Get and Post > Get Comments.`,
			method: 'GET',
			path: '/v1/facebook/pages/{identifier}/posts',
			params: [PAGE, START_CURSOR],
			credits: 5,
			paging: CURSOR_PAGING,
			records: 'posts',
		},
	],
};

export const profile: ResourceDescriptor = {
	value: 'profile',
	name: 'Profile',
	description: "A person's public Facebook profile, and their public timeline",
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a Facebook profile',
			description: `Read a person's public profile: ${ENTITY_FIELDS}. A locked-down profile gives most fields as null.`,
			method: 'GET',
			path: '/v1/facebook/profiles/{identifier}',
			params: [PROFILE],
			credits: 5,
			paging: { kind: 'none' },
		},
		{
			operation: 'getPosts',
			name: 'Get Posts',
			action: 'Get the posts of a Facebook profile',
			description: `Read a person's public timeline. One item per post: ${POST_FIELDS}. A locked-down profile gives no posts.`,
			method: 'GET',
			path: '/v1/facebook/profiles/{identifier}/posts',
			params: [PROFILE, START_CURSOR],
			credits: 5,
			paging: CURSOR_PAGING,
			records: 'posts',
		},
	],
};
