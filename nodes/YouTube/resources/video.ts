import type { IdListParam, LocatorParam, ResourceDescriptor, StringParam } from '../../shared/descriptor';
import { CONTINUATION_PAGES, CONTINUATION_PAGING, COUNTRY, INTERFACE_LANGUAGE, startFrom, VIDEO } from '../youtube.params';
import { simplifyComment, simplifyVideo, transcriptForModel, transcriptOutput, VIDEO_OF_PAGE } from '../youtube.records';

/** Get Comment Replies reads its fields from the incoming item by default: run it on Get Comments' items. */
const REPLIES_VIDEO: LocatorParam = {
	...VIDEO,
	default: '={{ $json.video_id }}',
	description: `${VIDEO.description}. By default, the video_id of the incoming item (a comment from Get Comments).`,
};

/** The most videos the batch endpoint takes in one request (its OpenAPI body: "video_ids": [...up to 50]). */
const BATCH_MAX = 50;

const VIDEO_IDS: IdListParam = {
	displayName: 'Videos',
	name: 'video_ids',
	in: 'body',
	type: 'idList',
	required: true,
	default: '',
	description: `Video URLs or 11-character IDs, separated by commas or new lines, or an array from an expression (e.g. dQw4w9WgXcQ, https://youtu.be/9bZkp7q19f0). Repeats are sent once; more than ${BATCH_MAX} go in several requests.`,
	placeholder: 'dQw4w9WgXcQ, https://youtu.be/9bZkp7q19f0',
	id: VIDEO.id,
	url: { form: VIDEO.url.form, extract: VIDEO.url.extract },
	maxPerRequest: BATCH_MAX,
};

const COMMENT_ID: StringParam = {
	displayName: 'Comment ID',
	name: 'comment_id',
	in: 'path',
	type: 'string',
	required: true,
	default: '={{ $json.comment_id }}',
	description:
		'The ID of the comment whose replies to get, e.g. UgxKREWxIgDrw8w2e_Z4AaABAg. By default, the comment_id of the incoming item (a comment from Get Comments).',
	placeholder: 'UgxKREWxIgDrw8w2e_Z4AaABAg',
	pattern: { regex: /^[A-Za-z0-9_.-]{10,120}$/, form: 'a comment ID of letters, digits, -, _ and . such as UgxKREWxIgDrw8w2e_Z4AaABAg' },
};

const REPLIES_TOKEN: StringParam = {
	displayName: 'Replies Continuation',
	name: 'continuation',
	in: 'query',
	type: 'string',
	required: true,
	default: '={{ $json.replies_continuation }}',
	// A comment without replies has no token: that comment has nothing to fetch, which is no error.
	blankMeansNone: true,
	description:
		'The replies_continuation token of the comment (from Get Comments). By default, the one of the incoming item; a comment without replies has none and simply gives no items, for no credits.',
	placeholder: 'Eg0SC2RRdzR3OVdnWGNR...',
	pattern: { regex: /^\S+$/, form: 'a continuation token without spaces' },
	maxLength: 4000,
};

const ONE_ITEM_PER_COMMENT =
	'One item per comment: comment_id, video_id, author, author_channel_id, text, like_count, reply_count, published_time_text, is_pinned and replies_continuation';

const VIDEO_ROW = 'One item per video: video ID, title, URL, duration, views, publication time, channel, thumbnail.';

export const video: ResourceDescriptor = {
	value: 'video',
	name: 'Video',
	description: 'Videos: details, related videos, comments and replies, live chat, stream formats, transcripts, captions',
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a video',
			description:
				'Get the details of a video as one item: title, description, duration, views, likes, comment count, channel and its subscribers, publication date, keywords, hashtags, category, chapters, heatmap, live status, captions. Costs 10 credits.',
			method: 'GET',
			path: '/v1/youtube/videos/{video_id}',
			params: [VIDEO, COUNTRY, INTERFACE_LANGUAGE],
			credits: 10,
			notice:
				'Video details cost 10 credits a video (5 for Short > Get, which fits Shorts). Run on many input items, the videos are fetched together through the batch endpoint, up to 50 a request, at the same price: each item still gets its own video.',
			// Many input items are served by Get by IDs in requests of up to 50 videos: the same price, far fewer requests.
			groupVia: { operation: 'getMany', param: VIDEO_IDS.name, recordId: 'video_id' },
			paging: { kind: 'none' },
			simplify: simplifyVideo,
		},
		{
			operation: 'getMany',
			name: 'Get by IDs',
			action: 'Get many videos in one request',
			description:
				'Get the details of many videos at once, one item per video found (the fields of Get), in requests of up to 50 videos. Costs 10 credits per video returned; videos not found cost nothing and give no item.',
			method: 'POST',
			path: '/v1/youtube/videos/batch',
			params: [VIDEO_IDS, { ...COUNTRY, in: 'body' }, { ...INTERFACE_LANGUAGE, in: 'body' }],
			credits: 0,
			creditsPerRecord: 10,
			maxRecordsPerRequest: BATCH_MAX,
			paging: { kind: 'none' },
			records: 'videos',
			simplify: simplifyVideo,
		},
		{
			operation: 'getRelated',
			name: 'Get Related',
			action: 'Get the related videos of a video',
			description: `Get the videos YouTube suggests next to a video, ${CONTINUATION_PAGES}. ${VIDEO_ROW}`,
			method: 'GET',
			path: '/v1/youtube/videos/{video_id}/related',
			params: [VIDEO, COUNTRY, INTERFACE_LANGUAGE, startFrom('related videos')],
			credits: 5,
			paging: CONTINUATION_PAGING,
			records: 'results',
			simplify: simplifyVideo,
		},
		{
			operation: 'getComments',
			name: 'Get Comments',
			action: 'Get the comments of a video',
			description: `Get the top-level comments of a video, ${CONTINUATION_PAGES}. ${ONE_ITEM_PER_COMMENT}: run Get Comment Replies on these items to fetch each comment's replies.`,
			method: 'GET',
			path: '/v1/youtube/videos/{video_id}/comments',
			params: [
				VIDEO,
				{
					displayName: 'Sort By',
					name: 'sort_by',
					in: 'query',
					type: 'options',
					default: 'top',
					description: 'Order of the comments. Default: Top.',
					options: [
						{ value: 'top', name: 'Top', description: 'Most liked and discussed first, as YouTube ranks them' },
						{ value: 'newest', name: 'Newest', description: 'Newest first' },
					],
				},
				startFrom('comments'),
			],
			credits: 5,
			paging: CONTINUATION_PAGING,
			records: 'comments',
			recordDefaults: VIDEO_OF_PAGE,
			simplify: simplifyComment,
		},
		{
			operation: 'getCommentReplies',
			name: 'Get Comment Replies',
			action: 'Get the replies to a comment',
			description: `Get the replies to a comment, ${CONTINUATION_PAGES}. Its fields read video_id, comment_id and replies_continuation from the incoming item, so run on Get Comments' output it fetches the replies of every comment (comments without replies give nothing and cost nothing). ${ONE_ITEM_PER_COMMENT}.`,
			method: 'GET',
			path: '/v1/youtube/videos/{video_id}/comments/{comment_id}/replies',
			params: [REPLIES_VIDEO, COMMENT_ID, REPLIES_TOKEN],
			credits: 5,
			paging: CONTINUATION_PAGING,
			records: 'replies',
			simplify: simplifyComment,
		},
		{
			operation: 'getLiveChat',
			name: 'Get Live Chat',
			action: 'Get the live chat of a video',
			description:
				'Get the chat messages of a live stream (or, with Replay, of a finished stream), one item per message: author, text, badges, time, paid amount. Follows the continuation pages up to Limit or, with Return All, until the service gives no further token (5 credits a page).',
			method: 'GET',
			path: '/v1/youtube/videos/{video_id}/live_chat',
			params: [
				VIDEO,
				{
					displayName: 'Replay',
					name: 'replay',
					in: 'query',
					type: 'boolean',
					default: false,
					description: 'Whether to read the chat replay of a stream that has ended, instead of the live chat. Default: off.',
				},
				startFrom('chat messages'),
			],
			credits: 5,
			paging: CONTINUATION_PAGING,
			records: 'messages',
		},
		{
			operation: 'getStreams',
			name: 'Get Stream Formats',
			action: 'Get the stream formats of a video',
			description:
				'Get the stream formats of a video as one item: HLS and DASH manifest URLs, muxed formats and adaptive (video-only and audio-only) formats with itag, MIME type, codecs, bitrate, resolution and URL. Costs 15 credits. The URLs expire (expires_in_seconds).',
			method: 'GET',
			path: '/v1/youtube/videos/{video_id}/streams',
			params: [
				VIDEO,
				{
					displayName: 'Client',
					name: 'client',
					in: 'query',
					type: 'options',
					default: 'IOS',
					description: 'Which YouTube player client the formats are read as. Default: iOS.',
					options: [
						{ value: 'IOS', name: 'iOS' },
						{ value: 'ANDROID', name: 'Android' },
						{ value: 'WEB', name: 'Web' },
					],
				},
			],
			credits: 15,
			paging: { kind: 'none' },
		},
		{
			operation: 'getTranscript',
			name: 'Get Transcript',
			action: 'Get the transcript of a video',
			description:
				'Get the transcript of a video: timed segments, the whole text, and SRT and WebVTT subtitle text, with the tracks available. Output as one item, one item per segment, or an .srt/.vtt file.',
			method: 'GET',
			path: '/v1/youtube/videos/{video_id}/transcript',
			params: [
				VIDEO,
				{
					displayName: 'Output',
					name: 'transcriptOutput',
					in: 'node',
					type: 'options',
					required: true,
					default: 'record',
					description: 'How the transcript comes out',
					options: [
						{
							value: 'record',
							name: 'Whole Transcript',
							description: 'One item: segments, full text, SRT and VTT text, available tracks',
						},
						{
							value: 'segments',
							name: 'One Item per Segment',
							description: 'Start and end in milliseconds and seconds, and the text of each segment',
						},
						{
							value: 'srt',
							name: 'SRT File',
							description: 'A SubRip subtitle file (.srt) in a binary field ("data" unless set in Options)',
						},
						{
							value: 'vtt',
							name: 'WebVTT File',
							description: 'A WebVTT subtitle file (.vtt) in a binary field ("data" unless set in Options)',
						},
					],
				},
				{
					displayName: 'Language',
					name: 'lang',
					in: 'query',
					type: 'string',
					default: '',
					description:
						'Preferred transcript language as a language code (en, es, pt-BR). When the video has no track in it, the default track is returned.',
					placeholder: 'en',
					pattern: { regex: /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, form: 'a language code such as en, es or pt-BR' },
				},
				{
					displayName: 'Track Type',
					name: 'type',
					in: 'query',
					type: 'options',
					default: 'manual',
					description: 'Whether to take captions written by people or generated by speech recognition',
					options: [
						{ value: 'manual', name: 'Manual', description: 'Captions uploaded by the creator' },
						{ value: 'asr', name: 'Automatic (ASR)', description: 'Captions generated by speech recognition' },
					],
				},
				{
					displayName: 'Put Output File in Field',
					name: 'binaryPropertyName',
					in: 'node',
					type: 'string',
					default: 'data',
					description: 'The name of the output binary field to put the SRT or WebVTT file in',
					placeholder: 'data',
					// The other outputs are JSON only: there is no file to name.
					showWhen: { transcriptOutput: ['srt', 'vtt'] },
					pattern: { regex: /^[A-Za-z0-9_-]+$/, form: 'a field name of letters, digits, - and _ (e.g. data)' },
					maxLength: 100,
				},
			],
			credits: 5,
			paging: { kind: 'none' },
			output: transcriptOutput,
			toolRecord: transcriptForModel,
		},
		{
			operation: 'listCaptionTracks',
			name: 'List Caption Tracks',
			action: 'List the caption tracks of a video',
			description:
				'List the caption tracks of a video, one item per track: language, language name, type (manual or asr), whether it can be translated, and its base URL.',
			method: 'GET',
			path: '/v1/youtube/videos/{video_id}/captions',
			params: [VIDEO],
			credits: 2,
			paging: { kind: 'none' },
			records: 'tracks',
		},
			{
			operation: 'getOEmbed',
			name: 'Get oEmbed',
			action: 'Get the oEmbed data of a video',
			description:
				'Get the oEmbed data of a YouTube URL (video, Short or playlist) as one item: title, author name and URL, thumbnail and its size, and the embed HTML. Costs 1 credit.',
			method: 'GET',
			path: '/v1/youtube/oembed',
			params: [
				{
					displayName: 'URL',
					name: 'url',
					in: 'query',
					type: 'string',
					required: true,
					default: '',
					description:
						'The YouTube URL to describe, e.g. https://www.youtube.com/watch?v=dQw4w9WgXcQ (youtu.be, Shorts and playlist URLs work too)',
					placeholder: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
					pattern: {
						regex: /^(https?:\/\/)?((www|m|music)\.)?(youtube\.com|youtu\.be)\/\S+$/,
						form: 'a YouTube URL such as https://www.youtube.com/watch?v=dQw4w9WgXcQ or https://youtu.be/dQw4w9WgXcQ',
					},
					maxLength: 2000,
				},
			],
			credits: 1,
			paging: { kind: 'none' },
		},
	],
};
