import type { EndpointDescriptor, ResourceDescriptor } from '../../shared/descriptor';
import { CHANNEL, CONTINUATION_PAGES, CONTINUATION_PAGING, COUNTRY, INTERFACE_LANGUAGE, SEARCH_QUERY, startFrom } from '../youtube.params';
import { CHANNEL_OF_PAGE, simplifyChannel, simplifyPlaylist, simplifyVideo } from '../youtube.records';

const VIDEO_ROW = 'One item per video: video ID, title, URL, duration, views, publication time, thumbnail.';

/** A channel tab listed item by item: /videos, /shorts, /streams, /playlists, /community. */
function tab(
	operation: string,
	name: string,
	segment: string,
	what: string,
	extra: Partial<EndpointDescriptor> = {},
): EndpointDescriptor {
	return {
		operation,
		name,
		action: `Get the ${what} of a channel`,
		description: `Get the ${what} of a channel (its ${name.replace('Get ', '')} tab), ${CONTINUATION_PAGES}. ${VIDEO_ROW}`,
		method: 'GET',
		path: `/v1/youtube/channels/{channel_id}/${segment}`,
		params: [CHANNEL, COUNTRY, INTERFACE_LANGUAGE, startFrom(what)],
		credits: 5,
		paging: CONTINUATION_PAGING,
		records: 'items',
		recordDefaults: CHANNEL_OF_PAGE,
		simplify: simplifyVideo,
		...extra,
	};
}

export const channel: ResourceDescriptor = {
	value: 'channel',
	name: 'Channel',
	description: 'Channels (by ID, @handle or URL): details, about, subscriber count and their tabs',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a channel',
			description:
				'Get a channel as one item: name, handle, description, subscribers, video and view totals, join date, country, verification, avatar, banner, links, tabs. Costs 5 credits (+2 when given by @handle or a URL without its ID).',
			method: 'GET',
			path: '/v1/youtube/channels/{channel_id}',
			params: [CHANNEL, COUNTRY, INTERFACE_LANGUAGE],
			credits: 5,
			paging: { kind: 'none' },
			simplify: simplifyChannel,
		},
		{
			operation: 'getAbout',
			name: 'Get About',
			action: 'Get the about page of a channel',
			description:
				'Get the about page of a channel as one item: description, links, subscribers, total views and videos, join date, country. Costs 2 credits (+2 when given by @handle or a URL without its ID).',
			method: 'GET',
			path: '/v1/youtube/channels/{channel_id}/about',
			params: [CHANNEL],
			credits: 2,
			paging: { kind: 'none' },
			simplify: simplifyChannel,
		},
		{
			operation: 'getSubscriberCount',
			name: 'Get Subscriber Count',
			action: 'Get the subscriber count of a channel',
			description:
				'Get the subscriber count of a channel, fast, as one item: channel_id, number_of_subscribers and subscriber_count_text. Costs 2 credits (+2 when given by @handle or a URL without its ID).',
			method: 'GET',
			path: '/v1/youtube/channels/{channel_id}/subscriber_count',
			params: [CHANNEL],
			credits: 2,
			paging: { kind: 'none' },
		},
		tab('getVideos', 'Get Videos', 'videos', 'videos', {
			description: `Get the videos of a channel (its Videos tab), newest first unless Sort By says otherwise, ${CONTINUATION_PAGES}. ${VIDEO_ROW}`,
			params: [
				CHANNEL,
				{
					displayName: 'Sort By',
					name: 'sort_by',
					in: 'query',
					type: 'options',
					default: 'newest',
					description: 'Order of the videos. Default: Newest.',
					options: [
						{ value: 'newest', name: 'Newest' },
						{ value: 'oldest', name: 'Oldest' },
						{ value: 'popular', name: 'Popular', description: 'Most viewed first' },
					],
				},
				COUNTRY,
				INTERFACE_LANGUAGE,
				startFrom('videos'),
			],
		}),
		tab('getShorts', 'Get Shorts', 'shorts', 'Shorts'),
		tab('getStreams', 'Get Streams', 'streams', 'live streams'),
		tab('getPlaylists', 'Get Playlists', 'playlists', 'playlists', {
			description: `Get the playlists of a channel (its Playlists tab), ${CONTINUATION_PAGES}. One item per playlist: playlist ID, title, video count, channel, thumbnail.`,
			simplify: simplifyPlaylist,
		}),
		tab('getCommunityPosts', 'Get Community Posts', 'community', 'community posts', {
			description: `Get the community posts of a channel (its Posts tab), ${CONTINUATION_PAGES}. One item per post: post ID and URL, type (text, image, poll, video), text, likes, comment count, poll choices, images; Community Post > Get Comments takes its post_id.`,
			records: 'posts',
			simplify: undefined,
		}),
		tab('search', 'Search', 'search', 'search results', {
			action: 'Search within a channel',
			description: `Search the videos of one channel, ${CONTINUATION_PAGES}. One item per result: video ID, title, URL, duration, views, publication time, thumbnail.`,
			params: [
				CHANNEL,
				{ ...SEARCH_QUERY, description: 'The search keywords, e.g. shorts', placeholder: 'behind the scenes' },
				COUNTRY,
				INTERFACE_LANGUAGE,
				startFrom('results'),
			],
			records: 'results',
		}),
	],
};
