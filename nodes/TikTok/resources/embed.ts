import type { ResourceDescriptor, StringParam } from '../../shared/descriptor';
import { REGION } from '../tiktok.params';
import { EMBEDDABLE_URL } from '../tiktok.urls';

/** The page to embed: the service takes the full URL of a video or a profile, sent as given. */
const PAGE_URL: StringParam = {
	displayName: 'URL',
	name: 'url',
	in: 'query',
	type: 'string',
	required: true,
	default: '',
	description:
		'The full URL of a TikTok video (https://www.tiktok.com/@name/video/7430000000000000000) or profile (https://www.tiktok.com/@name). Share links (vm.tiktok.com, vt.tiktok.com): open them and paste the full URL.',
	placeholder: 'https://www.tiktok.com/@scrapebadger/video/7430000000000000000',
	pattern: {
		regex: EMBEDDABLE_URL,
		form: 'a full TikTok video or profile URL (https://www.tiktok.com/@name/video/<id> or https://www.tiktok.com/@name; a vm.tiktok.com or vt.tiktok.com share link only once opened, as the full URL it leads to)',
	},
	maxLength: 500,
};

/** TikTok's oEmbed: the embed code and the few facts of a video or profile, at the lowest price. */
export const embed: ResourceDescriptor = {
	value: 'embed',
	name: 'oEmbed',
	description: 'The oEmbed embed code and title, author and thumbnail of a TikTok video or profile',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get the oEmbed of a TikTok page',
			description:
				'Get the oEmbed of a TikTok video or profile as one item: title, author_name, author_url, html (the embed code), thumbnail_url, thumbnail_width, thumbnail_height, embed_product_id (the video ID) and embed_type. The cheapest TikTok read (2 credits).',
			method: 'GET',
			path: '/v1/tiktok/oembed',
			params: [PAGE_URL, REGION],
			credits: 2,
			paging: { kind: 'none' },
		},
	],
};
