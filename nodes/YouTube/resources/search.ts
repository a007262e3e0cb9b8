import type { ResourceDescriptor, StringParam } from '../../shared/descriptor';
import { CONTINUATION_PAGING, COUNTRY, INTERFACE_LANGUAGE, startFrom } from '../youtube.params';
import { simplifyVideo } from '../youtube.records';

const QUERY: StringParam = {
	displayName: 'Query',
	name: 'query',
	in: 'query',
	type: 'string',
	required: true,
	default: '',
	description: 'The search keywords, as typed in YouTube\'s search box, e.g. lofi hip hop',
	placeholder: 'lofi hip hop',
	pattern: { regex: /\S/, form: 'some search text' },
	maxLength: 500,
};

const RESULT_ROW =
	'One item per result with its type (video, channel, playlist, movie or short), position, IDs, title, URL, duration, views, publication time, channel and thumbnail.';

export const search: ResourceDescriptor = {
	value: 'search',
	name: 'Search',
	description: 'YouTube and YouTube Music search, and search suggestions',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search YouTube',
			description: `Search YouTube with its filters (type, sort, upload date, duration, features), following the continuation pages up to Limit or to the end with Return All (5 credits a page, about 20 results each). ${RESULT_ROW}`,
			method: 'GET',
			path: '/v1/youtube/search',
			params: [
				QUERY,
				{
					displayName: 'Type',
					name: 'type',
					filter: true,
					in: 'query',
					type: 'options',
					default: 'all',
					description: 'Which kind of result to return. Default: All.',
					options: [
						{ value: 'all', name: 'All' },
						{ value: 'channel', name: 'Channel' },
						{ value: 'movie', name: 'Movie' },
						{ value: 'playlist', name: 'Playlist' },
						{ value: 'video', name: 'Video' },
					],
				},
				{
					displayName: 'Sort By',
					name: 'sort_by',
					in: 'query',
					type: 'options',
					default: 'relevance',
					description: 'Order of the results. Default: Relevance.',
					options: [
						{ value: 'relevance', name: 'Relevance' },
						{ value: 'date', name: 'Upload Date', description: 'Newest first' },
						{ value: 'views', name: 'View Count', description: 'Most viewed first' },
						{ value: 'rating', name: 'Rating' },
					],
				},
				{
					displayName: 'Upload Date',
					name: 'upload_date',
					filter: true,
					in: 'query',
					type: 'options',
					default: 'week',
					description: 'Only results uploaded within this time. Left out: any time.',
					options: [
						{ value: 'hour', name: 'Last Hour' },
						{ value: 'month', name: 'This Month' },
						{ value: 'week', name: 'This Week' },
						{ value: 'year', name: 'This Year' },
						{ value: 'today', name: 'Today' },
					],
				},
				{
					displayName: 'Duration',
					name: 'duration',
					filter: true,
					in: 'query',
					type: 'options',
					default: 'short',
					description: 'Only videos of this length. Left out: any length.',
					options: [
						{ value: 'short', name: 'Under 4 Minutes' },
						{ value: 'medium', name: '4-20 Minutes' },
						{ value: 'long', name: 'Over 20 Minutes' },
					],
				},
				{
					displayName: 'Features',
					name: 'features',
					filter: true,
					in: 'query',
					type: 'multiOptions',
					default: [],
					description: 'Only videos with all of these features. Left empty: no feature filter.',
					options: [
						{ value: '360', name: '360°' },
						{ value: '3d', name: '3D' },
						{ value: '4k', name: '4K' },
						{ value: 'cc', name: 'Creative Commons' },
						{ value: 'hd', name: 'HD' },
						{ value: 'hdr', name: 'HDR' },
						{ value: 'live', name: 'Live' },
						{ value: 'subtitles', name: 'Subtitles/CC' },
						{ value: 'vr180', name: 'VR180' },
					],
				},
				COUNTRY,
				INTERFACE_LANGUAGE,
				startFrom('results'),
			],
			credits: 5,
			paging: CONTINUATION_PAGING,
			records: 'results',
			recordContext: { key: 'search', fields: ['query', 'estimated_results'] },
			simplify: simplifyVideo,
		},
		{
			operation: 'searchMusic',
			name: 'Search Music',
			action: 'Search YouTube Music',
			description: `Search YouTube Music (songs, videos, albums, artists), following the continuation pages up to Limit or to the end with Return All (5 credits a page). ${RESULT_ROW}`,
			method: 'GET',
			path: '/v1/youtube/music/search',
			params: [
				{ ...QUERY, description: 'The search keywords, e.g. never gonna give you up', placeholder: 'never gonna give you up' },
				COUNTRY,
				INTERFACE_LANGUAGE,
				startFrom('results'),
			],
			credits: 5,
			paging: CONTINUATION_PAGING,
			records: 'results',
			simplify: simplifyVideo,
		},
		{
			operation: 'autocomplete',
			name: 'Autocomplete',
			action: 'Get search suggestions',
			description:
				'Get the search suggestions YouTube offers for the start of a query, one item per suggestion ({query, suggestion, position}). Costs 1 credit.',
			method: 'GET',
			path: '/v1/youtube/autocomplete',
			params: [
				{
					...QUERY,
					description: 'The start of a search, e.g. how to make',
					placeholder: 'how to make',
					maxLength: 200,
				},
				COUNTRY,
				INTERFACE_LANGUAGE,
			],
			credits: 1,
			paging: { kind: 'none' },
			output: (records) =>
				Promise.resolve(
					records.flatMap((record) =>
						(Array.isArray(record.suggestions) ? record.suggestions : []).map((suggestion, index) => ({
							json: { query: record.query ?? null, suggestion, position: index + 1 },
						})),
					),
				),
		},
	],
};
