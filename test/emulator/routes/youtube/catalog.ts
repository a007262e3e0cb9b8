/**
 * YouTube routes beyond transcripts and playlists: search, videos and their comments, channels and their tabs,
 * Shorts, feeds, community posts and the reference lists. Every list pages by an opaque `continuation` token
 * (null on the last page); a token of another list, or one that was tampered with, is refused with a 400.
 */
import type { ChannelFixture, CommentRecord, PostRecord, VideoRecord } from '../../fixtures/youtube/catalog';
import {
	allPosts,
	allShorts,
	allVideos,
	CATEGORIES,
	channelPlaylists,
	channelShorts,
	channelStreams,
	channelVideos,
	chatOf,
	commentsOf,
	findChannel,
	hashtagVideos,
	homeFeed,
	LANGUAGES,
	LIST_PAGE_SIZE,
	MARKETS,
	postsOf,
	REGIONS,
	relatedTo,
	searchCatalog,
	shortsBySound,
	SOUNDS,
	trending,
	trendingShorts,
	YOUTUBE_CHANNELS,
} from '../../fixtures/youtube/catalog';
import { omit, only } from '../../fixtures/shape';
import type { BodyCheck, ValidationIssue } from '../../route';
import type { Fresh } from '../../live';
import { isoAt, liveId } from '../../live';
import { ApiError, defineRoute } from '../../route';

const VIDEO_ID_RULE = { pattern: '^[A-Za-z0-9_-]{11}$' };
const CHANNEL_ID_RULE = { pattern: '^UC[A-Za-z0-9_-]{22}$' };
const GL = { type: 'string', pattern: '^[A-Z]{2}$' } as const;
const HL = { type: 'string', pattern: '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$' } as const;
const TOKEN = { type: 'string', minLength: 1 } as const;
/** A list's query rules: its token and the region and language the SDK sends with it. */
const LIST_QUERY = { continuation: TOKEN, gl: GL, hl: HL } as const;

/** Opaque-looking like YouTube's, but the emulator reads back which list and offset it stands for. */
const TOKEN_PREFIX = 'EpcDEgx';

export function continuationToken(scope: string, offset: number): string {
	return TOKEN_PREFIX + Buffer.from(`${scope}|${offset}`, 'utf8').toString('base64url');
}

function offsetOf(token: string | null, scope: string): number {
	if (token === null) return 0;
	const decoded = token.startsWith(TOKEN_PREFIX) ? Buffer.from(token.slice(TOKEN_PREFIX.length), 'base64url').toString('utf8') : '';
	const cut = decoded.lastIndexOf('|');
	const offset = Number(decoded.slice(cut + 1));
	if (cut < 0 || decoded.slice(0, cut) !== scope || !Number.isInteger(offset) || offset <= 0) {
		throw new ApiError(400, { detail: 'Invalid or expired continuation token for this list' });
	}
	return offset;
}

/** One page of a list from its token (the first page without one), and the next page's token or null. */
function page<T>(list: readonly T[], scope: string, token: string | null): { items: T[]; offset: number; continuation: string | null } {
	const offset = offsetOf(token, scope);
	const end = offset + LIST_PAGE_SIZE;
	return { items: list.slice(offset, end), offset, continuation: end < list.length ? continuationToken(scope, end) : null };
}

function channelOf(channelId: string): ChannelFixture {
	const channel = findChannel(channelId);
	if (!channel) throw ApiError.notFound('Channel not found');
	return channel;
}

function videoOf(videoId: string): VideoRecord {
	const video = allVideos().find((candidate) => candidate.video_id === videoId);
	if (!video) throw ApiError.notFound('Video not found');
	return video;
}

function postOf(postId: string): PostRecord {
	const post = allPosts().find((candidate) => candidate.post_id === postId);
	if (!post) throw ApiError.notFound('Post not found');
	return post;
}

/** A video as a search result, list entry or tab item. */
function videoResult(video: VideoRecord, position: number) {
	return {
		type: video.type,
		position,
		video_id: video.video_id,
		title: video.title,
		url: video.url,
		thumbnail: video.thumbnail,
		duration: video.duration,
		length_seconds: video.length_seconds,
		view_count: video.view_count,
		view_count_text: video.view_count_text,
		published_time_text: video.published_time_text,
		channel_id: video.channel_id,
		channel_name: video.channel_name,
		channel_is_verified: video.channel_is_verified,
		is_live: video.is_live,
		is_short: video.is_short,
	};
}

/** A channel's Videos tab entry (docs: channel-videos): the channel is named once, at the top of the page. */
const CHANNEL_TAB_VIDEO = ['type', 'video_id', 'title', 'url', 'thumbnail', 'duration', 'length_seconds', 'view_count', 'view_count_text', 'published_time_text', 'is_short'];

/** A search result that is a video (docs: search). */
const SEARCH_VIDEO = ['type', 'position', 'video_id', 'title', 'url', 'thumbnail', 'duration', 'view_count_text', 'published_time_text', 'channel_id', 'channel_name', 'channel_is_verified', 'is_live', 'is_short'];

/** A music search result (docs: music-search). */
const MUSIC_RESULT = ['type', 'video_id', 'title', 'url', 'thumbnail', 'duration', 'length_seconds', 'view_count_text', 'channel_id', 'channel_name', 'channel_is_verified'];

/** A trending video (docs: trending). */
const TRENDING_VIDEO = ['position', 'category', 'video_id', 'title', 'url', 'thumbnail', 'duration', 'view_count', 'view_count_text', 'published_time_text', 'channel_name', 'channel_is_verified', 'is_live'];

/** A video under a hashtag (docs: hashtag). */
const HASHTAG_VIDEO = ['type', 'video_id', 'title', 'url', 'thumbnail', 'view_count_text', 'published_time_text', 'channel_name', 'channel_is_verified', 'is_short'];

/** A top-level comment of a video (docs: video-comments): the video is named once, at the top of the page. */
const VIDEO_COMMENT = ['comment_id', 'text', 'published_time_text', 'author', 'author_channel_id', 'author_is_verified', 'like_count', 'reply_count', 'is_pinned', 'is_reply', 'replies_continuation'];

type Found = ReturnType<typeof searchCatalog>[number];

function searchResult(found: Found, position: number) {
	if ('video_id' in found) return only(videoResult(found, position), SEARCH_VIDEO);
	if ('playlist_id' in found) return { ...found, position };
	return {
		type: 'channel',
		position,
		channel_id: found.channel_id,
		title: found.channel_name,
		channel_name: found.channel_name,
		channel_username: found.handle,
		url: `https://www.youtube.com/${found.handle}`,
		subscriber_count_text: `${(found.number_of_subscribers / 1000).toFixed(0)}K subscribers`,
		number_of_subscribers: found.number_of_subscribers,
		is_verified: found.is_verified,
	};
}

const results = <T>(items: T[], offset: number, render: (item: T, position: number) => object) =>
	items.map((item, index) => render(item, offset + index + 1));

function commentBody(comment: CommentRecord) {
	const { replies, ...fields } = comment;
	return {
		...fields,
		replies_continuation: replies.length > 0 ? continuationToken(`replies:${comment.comment_id}`, 0) : null,
	};
}

/** The replies token points at offset 0, which `offsetOf` refuses for other lists: replies accept it on purpose. */
function repliesOffset(token: string, commentId: string): number {
	if (token === continuationToken(`replies:${commentId}`, 0)) return 0;
	return offsetOf(token, `replies:${commentId}`);
}

function channelBody(channel: ChannelFixture, now: number) {
	const videos = channelVideos(channel);
	return {
		channel_id: channel.channel_id,
		title: channel.channel_name,
		channel_name: channel.channel_name,
		channel_username: channel.handle,
		custom_url: channel.handle,
		channel_url: `https://www.youtube.com/${channel.handle}`,
		description: channel.description,
		number_of_subscribers: channel.number_of_subscribers,
		subscriber_count_text: `${(channel.number_of_subscribers / 1000).toFixed(0)}K subscribers`,
		channel_total_videos: videos.length + channelShorts(channel).length,
		channel_total_views: videos.reduce((sum, video) => sum + video.view_count, 0),
		joined_at: channel.joined_at,
		country: channel.country,
		is_verified: channel.is_verified,
		is_family_safe: true,
		avatar: `https://yt3.googleusercontent.com/${channel.channel_id}/avatar.jpg`,
		banner: `https://yt3.googleusercontent.com/${channel.channel_id}/banner.jpg`,
		tabs: ['Home', 'Videos', 'Shorts', 'Live', 'Playlists', 'Posts'],
		scraped_at: new Date(now).toISOString(),
	};
}

function postBody(post: PostRecord) {
	const { comments, ...fields } = post;
	return { ...fields, comment_count: comments.length };
}

/**
 * A new video like `template` (same channel, so the same channel tab and searches), uploaded at `at`. A search
 * result may be a channel or a playlist too: a new one is still a video of the same kind of row.
 */
const freshVideo = <T extends object>(template: T, serial: number, at: number): T => ({
	...template,
	video_id: liveId('LiveVid', serial),
	title: `${String('title' in template ? template.title : 'Video')} (new ${serial})`,
	published_time_text: '1 minute ago',
	published_at: isoAt(at),
	view_count: 0,
});

/** A new top-level comment like `template`, written just now. */
const freshComment: Fresh<CommentRecord> = (template, serial) => ({
	...template,
	comment_id: liveId('UgzLiveComment', serial, 8),
	published_time_text: '1 minute ago',
	like_count: 0,
	reply_count: 0,
	is_pinned: false,
	replies: [],
});

/** A channel tab route: /videos, /shorts, /streams, /playlists. */
function tabRoute(tab: 'shorts' | 'streams' | 'playlists', list: (channel: ChannelFixture) => readonly object[]) {
	return defineRoute({
		path: `/v1/youtube/channels/{channel_id}/${tab}`,
		pathParams: { channel_id: CHANNEL_ID_RULE },
		query: LIST_QUERY,
		credits: 5,
		handle: ({ params, query }) => {
			const channel = channelOf(params.channel_id);
			const { items, offset, continuation } = page(list(channel), `${tab}:${channel.channel_id}`, query.continuation);
			return {
				channel_id: channel.channel_id,
				tab,
				items: items.map((item, index) => ('video_id' in item ? videoResult(item as VideoRecord, offset + index + 1) : item)),
				continuation,
			};
		},
	});
}

/** The video ID a YouTube URL names, for oEmbed. */
function videoIdInUrl(text: string): string | undefined {
	const match = /(?:[?&]v=|youtu\.be\/|\/shorts\/|\/embed\/|\/live\/)([A-Za-z0-9_-]{11})/.exec(text);
	return match?.[1];
}

/** A video's full detail, as Get Video and the batch both answer it. */
function videoDetail(videoId: string, now: number) {
	const video = videoOf(videoId);
	// A video's details (docs: get-video) say is_live_content, not is_live or live_now, and carry no type, is_short or sound.
	const { hashtags, ...fields } = omit(video, ['sound_id', 'type', 'is_live', 'is_short']);
	const channel = channelOf(video.channel_id);
	return {
		...fields,
		description: `${video.title}. Recipe and notes below.\n\n${hashtags.join(' ')}`,
		dislike_count: null,
		channel_username: channel.handle,
		number_of_subscribers: channel.number_of_subscribers,
		keywords: video.title.toLowerCase().split(/\s+/).slice(0, 3),
		hashtags,
		category: 'Howto & Style',
		category_id: '26',
		chapters: [],
		heatmap: [],
		is_live_content: video.is_live,
		is_family_safe: true,
		captions_available: false,
		caption_languages: [],
		definition: 'hd',
		scraped_at: new Date(now).toISOString(),
	};
}

/** The batch body as FastAPI would check it: 1 to 50 video IDs, optional region and language. */
function checkBatchBody(body: unknown): ReturnType<BodyCheck> {
	const issues: ValidationIssue[] = [];
	const value = (body ?? {}) as Record<string, unknown>;
	const ids = value.video_ids;
	if (!Array.isArray(ids)) {
		issues.push({ type: ids === undefined ? 'missing' : 'list_type', loc: ['body', 'video_ids'], msg: ids === undefined ? 'Field required' : 'Input should be a valid list', input: ids ?? null });
	} else if (ids.length < 1 || ids.length > BATCH_MAX) {
		const tooMany = ids.length > BATCH_MAX;
		issues.push({
			type: tooMany ? 'too_long' : 'too_short',
			loc: ['body', 'video_ids'],
			msg: tooMany ? `List should have at most ${BATCH_MAX} items after validation, not ${ids.length}` : 'List should have at least 1 item after validation, not 0',
			input: ids,
		});
	} else {
		ids.forEach((id, index) => {
			if (typeof id !== 'string' || !new RegExp(VIDEO_ID_RULE.pattern).test(id)) {
				issues.push({ type: 'string_pattern_mismatch', loc: ['body', `video_ids.${index}`], msg: `String should match pattern '${VIDEO_ID_RULE.pattern}'`, input: id });
			}
		});
	}
	return issues.length > 0 ? { ok: false, issues } : { ok: true, value };
}

/** The most video IDs one batch request takes (the OpenAPI's body description). */
export const BATCH_MAX = 50;

export const youtubeCatalogRoutes = [
	// Before /channels/{channel_id}, which "resolve" would otherwise match.
	defineRoute({
		path: '/v1/youtube/channels/resolve',
		query: { handle: { type: 'string', minLength: 1 }, url: { type: 'string', minLength: 1 } },
		credits: 2,
		handle: ({ query }) => {
			if (query.handle === null && query.url === null) {
				throw new ApiError(422, { detail: [{ type: 'missing', loc: ['query', 'handle'], msg: 'Provide handle or url', input: null }] });
			}
			const input = query.handle ?? query.url ?? '';
			const text = input.toLowerCase();
			const channel = YOUTUBE_CHANNELS.find((candidate) =>
				query.handle !== null
					? candidate.handle.toLowerCase() === (text.startsWith('@') ? text : `@${text}`)
					: [`/${candidate.handle}`, `/c/${candidate.custom_name}`, `/user/${candidate.user_name}`, `/channel/${candidate.channel_id}`].some(
							(path) => text.replace(/[?#].*$/, '').replace(/\/$/, '').endsWith(path.toLowerCase()),
						),
			);
			if (!channel) throw ApiError.notFound('Could not resolve channel');
			return {
				input,
				type: 'channel',
				channel_id: channel.channel_id,
				channel_username: channel.handle,
				video_id: null,
				playlist_id: null,
				canonical_url: `https://www.youtube.com/channel/${channel.channel_id}`,
			};
		},
	}),
	defineRoute({
		path: '/v1/youtube/search',
		query: {
			query: { type: 'string', required: true, minLength: 1 },
			type: { type: 'enum', values: ['video', 'channel', 'playlist', 'movie', 'all'] },
			sort_by: { type: 'enum', values: ['relevance', 'date', 'views', 'rating'] },
			upload_date: { type: 'enum', values: ['hour', 'today', 'week', 'month', 'year'] },
			duration: { type: 'enum', values: ['short', 'medium', 'long'] },
			features: { type: 'string', pattern: '^(hd|4k|360|vr180|3d|hdr|cc|subtitles|live)(,(hd|4k|360|vr180|3d|hdr|cc|subtitles|live))*$' },
			...LIST_QUERY,
		},
		credits: 5,
		handle: ({ query, live }) => {
			const found = live.list(searchCatalog(query.query, query.type), freshVideo);
			const scope = `search:${query.query}:${query.type ?? 'all'}:${query.sort_by ?? ''}`;
			const { items, offset, continuation } = page(found, scope, query.continuation);
			return {
				query: query.query,
				results: results(items, offset, searchResult),
				estimated_results: found.length * 1_000,
				chips: [{ title: 'All', is_selected: true, continuation: null }],
				continuation,
			};
		},
	}),
	defineRoute({
		path: '/v1/youtube/music/search',
		query: { query: { type: 'string', required: true, minLength: 1 }, ...LIST_QUERY },
		credits: 5,
		handle: ({ query }) => {
			const found = searchCatalog(query.query, 'video').filter((video): video is VideoRecord => 'video_id' in video && !video.is_short);
			const { items, offset, continuation } = page(found, `music:${query.query}`, query.continuation);
			return {
				query: query.query,
				results: results(items, offset, (video, position) =>
					only(
						{ ...videoResult(video, position), url: `https://music.youtube.com/watch?v=${video.video_id}`, view_count_text: video.view_count_text.replace('views', 'plays') },
						MUSIC_RESULT,
					),
				),
				continuation,
			};
		},
	}),
	defineRoute({
		path: '/v1/youtube/autocomplete',
		query: { query: { type: 'string', required: true, minLength: 1 }, gl: GL, hl: HL },
		credits: 1,
		handle: ({ query }) => {
			const prefix = query.query.toLowerCase();
			const titles = allVideos().map((video) => video.title.toLowerCase().replace(/ #shorts$/, ''));
			const matching = [...new Set(titles.filter((title) => title.startsWith(prefix)))].slice(0, 8);
			return { query: query.query, suggestions: matching.length > 0 ? matching : [`${prefix} recipe`, `${prefix} tutorial`, `${prefix} explained`] };
		},
	}),
	defineRoute({
		path: '/v1/youtube/videos/{video_id}',
		pathParams: { video_id: VIDEO_ID_RULE },
		query: { gl: GL, hl: HL },
		credits: 10,
		handle: ({ params, now }) => videoDetail(params.video_id, now),
	}),
	defineRoute({
		// The OpenAPI gives only the body's shape ({"video_ids": [...up to 50], "gl", "hl"}) and no answer schema:
		// the answer here is the videos found, in the order asked, and the IDs not found, and only found videos are billed.
		method: 'POST',
		path: '/v1/youtube/videos/batch',
		body: checkBatchBody,
		credits: (answer: { videos: unknown[] }) => 10 * answer.videos.length,
		handle: ({ body, now }) => {
			const ids = body.video_ids as string[];
			const found = ids.filter((id) => allVideos().some((video) => video.video_id === id));
			return {
				videos: found.map((id) => videoDetail(id, now)),
				not_found: ids.filter((id) => !found.includes(id)),
			};
		},
	}),
	defineRoute({
		path: '/v1/youtube/videos/{video_id}/related',
		pathParams: { video_id: VIDEO_ID_RULE },
		query: LIST_QUERY,
		credits: 5,
		handle: ({ params, query }) => {
			videoOf(params.video_id);
			const { items, offset, continuation } = page(relatedTo(params.video_id), `related:${params.video_id}`, query.continuation);
			return { video_id: params.video_id, results: results(items, offset, videoResult), continuation };
		},
	}),
	defineRoute({
		path: '/v1/youtube/videos/{video_id}/comments',
		pathParams: { video_id: VIDEO_ID_RULE },
		query: { sort_by: { type: 'enum', values: ['top', 'newest'], default: 'top' }, continuation: TOKEN },
		credits: 5,
		handle: ({ params, query, live }) => {
			videoOf(params.video_id);
			const all = commentsOf(params.video_id);
			const ordered = live.list(query.sort_by === 'newest' ? [...all].reverse() : all, freshComment);
			const { items, continuation } = page(ordered, `comments:${params.video_id}:${query.sort_by}`, query.continuation);
			return {
				video_id: params.video_id,
				comments: items.map((comment) => only(commentBody(comment), VIDEO_COMMENT)),
				comment_count: ordered.length,
				sorting_tokens: [
					{ title: 'Top comments', token: continuationToken(`comments:${params.video_id}:top`, 0) },
					{ title: 'Newest first', token: continuationToken(`comments:${params.video_id}:newest`, 0) },
				],
				continuation,
			};
		},
	}),
	defineRoute({
		path: '/v1/youtube/videos/{video_id}/comments/{comment_id}/replies',
		pathParams: { video_id: VIDEO_ID_RULE },
		query: { continuation: { type: 'string', required: true, minLength: 1 } },
		credits: 5,
		handle: ({ params, query }) => {
			videoOf(params.video_id);
			const parent = commentsOf(params.video_id).find((comment) => comment.comment_id === params.comment_id);
			if (!parent) throw ApiError.notFound('Comment not found');
			const offset = repliesOffset(query.continuation, parent.comment_id);
			const end = offset + LIST_PAGE_SIZE;
			return {
				comment_id: parent.comment_id,
				replies: parent.replies.slice(offset, end).map(commentBody),
				continuation: end < parent.replies.length ? continuationToken(`replies:${parent.comment_id}`, end) : null,
			};
		},
	}),
	defineRoute({
		path: '/v1/youtube/videos/{video_id}/live_chat',
		pathParams: { video_id: VIDEO_ID_RULE },
		query: { continuation: TOKEN, replay: { type: 'boolean', default: false } },
		credits: 5,
		handle: ({ params, query }) => {
			videoOf(params.video_id);
			const messages = chatOf(params.video_id, query.replay);
			if (messages.length === 0) throw ApiError.notFound(query.replay ? 'No chat replay for this video' : 'This video has no live chat');
			const { items, continuation } = page(messages, `chat:${params.video_id}:${query.replay}`, query.continuation);
			return { video_id: params.video_id, messages: items, continuation, is_replay: query.replay };
		},
	}),
	defineRoute({
		path: '/v1/youtube/videos/{video_id}/streams',
		pathParams: { video_id: VIDEO_ID_RULE },
		query: { client: { type: 'enum', values: ['IOS', 'ANDROID', 'WEB'], default: 'IOS' }, gl: GL },
		credits: 15,
		handle: ({ params, query }) => {
			videoOf(params.video_id);
			const media = `https://rr1---sn-emulated.googlevideo.com/videoplayback?id=${params.video_id}&c=${query.client}`;
			const format = (itag: number, mime: string, height: number | null, bitrate: number) => ({
				itag,
				mime_type: mime,
				bitrate,
				width: height === null ? null : Math.round((height * 16) / 9),
				height,
				quality_label: height === null ? null : `${height}p`,
				audio_quality: height === null ? 'AUDIO_QUALITY_MEDIUM' : null,
				url: `${media}&itag=${itag}`,
			});
			return {
				expires_in_seconds: 21_540,
				hls_manifest_url: query.client === 'IOS' ? `https://manifest.googlevideo.com/api/manifest/hls_variant/id/${params.video_id}` : null,
				dash_manifest_url: null,
				formats: [format(18, 'video/mp4; codecs="avc1.42001E, mp4a.40.2"', 360, 512_000)],
				adaptive_formats: [
					format(137, 'video/mp4; codecs="avc1.640028"', 1080, 4_300_000),
					format(136, 'video/mp4; codecs="avc1.4d401f"', 720, 2_200_000),
					format(140, 'audio/mp4; codecs="mp4a.40.2"', null, 130_000),
				],
			};
		},
	}),
	defineRoute({
		path: '/v1/youtube/oembed',
		query: { url: { type: 'string', required: true, minLength: 1 } },
		credits: 1,
		handle: ({ query }) => {
			const id = videoIdInUrl(query.url);
			const video = id === undefined ? undefined : allVideos().find((candidate) => candidate.video_id === id);
			if (!video) throw ApiError.notFound('No oEmbed data for this URL');
			const channel = channelOf(video.channel_id);
			return {
				type: 'video',
				version: '1.0',
				title: video.title,
				author_name: channel.channel_name,
				author_url: `https://www.youtube.com/${channel.handle}`,
				provider_name: 'YouTube',
				thumbnail_url: video.thumbnail,
				width: 200,
				height: 113,
				html: `<iframe width="200" height="113" src="https://www.youtube.com/embed/${video.video_id}?feature=oembed" frameborder="0" allowfullscreen title="${video.title}"></iframe>`,
			};
		},
	}),
	defineRoute({
		path: '/v1/youtube/shorts/by_sound/{sound_id}',
		query: LIST_QUERY,
		// Not in the live credit table; the emulator charges 5, the price of the other Shorts lists.
		credits: 5,
		handle: ({ params, query }) => {
			if (!SOUNDS.some((sound) => sound.sound_id === params.sound_id)) throw ApiError.notFound('Sound not found');
			const { items, offset, continuation } = page(shortsBySound(params.sound_id), `sound:${params.sound_id}`, query.continuation);
			return { channel_id: null, tab: 'shorts', items: results(items, offset, videoResult), continuation };
		},
	}),
	defineRoute({
		path: '/v1/youtube/shorts/{video_id}',
		pathParams: { video_id: VIDEO_ID_RULE },
		query: { gl: GL, hl: HL },
		credits: 5,
		handle: ({ params, now }) => {
			const short = allShorts().find((candidate) => candidate.video_id === params.video_id);
			if (!short) throw ApiError.notFound('Short not found');
			// A Short's page (docs: short) has no type, duration, view or time texts, or live flag.
			const fields = omit(short, ['type', 'duration', 'view_count_text', 'published_time_text', 'is_live']);
			const sound = SOUNDS.find((candidate) => candidate.sound_id === short.sound_id);
			return {
				...fields,
				channel_username: channelOf(short.channel_id).handle,
				thumbnail_vertical: `https://i.ytimg.com/vi/${short.video_id}/oardefault.jpg`,
				sound_title: sound?.sound_title ?? null,
				sound_artist: short.channel_name,
				scraped_at: new Date(now).toISOString(),
			};
		},
	}),
	defineRoute({
		path: '/v1/youtube/trending',
		query: { type: { type: 'enum', values: ['now', 'music', 'gaming', 'movies'], default: 'now' }, gl: GL, hl: HL, continuation: TOKEN },
		credits: 5,
		handle: ({ query }) => {
			const { items, offset, continuation } = page(trending(query.type), `trending:${query.type}:${query.gl ?? 'US'}`, query.continuation);
			const category = query.type.charAt(0).toUpperCase() + query.type.slice(1);
			return {
				gl: query.gl ?? 'US',
				type: query.type,
				items: results(items, offset, (video, position) => only({ ...videoResult(video, position), category }, TRENDING_VIDEO)),
				continuation,
			};
		},
	}),
	defineRoute({
		path: '/v1/youtube/trending/shorts',
		query: LIST_QUERY,
		credits: 5,
		handle: ({ query }) => {
			const { items, offset, continuation } = page(trendingShorts(), `trending-shorts:${query.gl ?? 'US'}`, query.continuation);
			return { gl: query.gl ?? 'US', type: 'shorts', items: results(items, offset, videoResult), continuation };
		},
	}),
	defineRoute({
		path: '/v1/youtube/hashtags/{tag}',
		query: LIST_QUERY,
		credits: 5,
		handle: ({ params, query }) => {
			const { items, offset, continuation } = page(hashtagVideos(params.tag), `hashtag:${params.tag.toLowerCase()}`, query.continuation);
			return { tag: params.tag, results: results(items, offset, (video, position) => only(videoResult(video, position), HASHTAG_VIDEO)), continuation };
		},
	}),
	defineRoute({
		path: '/v1/youtube/home',
		query: LIST_QUERY,
		credits: 5,
		handle: ({ query }) => {
			const { items, offset, continuation } = page(homeFeed(), `home:${query.gl ?? 'US'}`, query.continuation);
			return { results: results(items, offset, videoResult), continuation };
		},
	}),
	defineRoute({
		path: '/v1/youtube/channels/{channel_id}',
		pathParams: { channel_id: CHANNEL_ID_RULE },
		query: { gl: GL, hl: HL },
		credits: 5,
		handle: ({ params, now }) => channelBody(channelOf(params.channel_id), now),
	}),
	defineRoute({
		path: '/v1/youtube/channels/{channel_id}/about',
		pathParams: { channel_id: CHANNEL_ID_RULE },
		credits: 2,
		handle: ({ params, now }) => {
			const body = channelBody(channelOf(params.channel_id), now);
			return {
				channel_id: body.channel_id,
				description: body.description,
				links: [{ title: 'Website', url: `https://example.org/${body.channel_id}` }],
				number_of_subscribers: body.number_of_subscribers,
				subscriber_count_text: body.subscriber_count_text,
				channel_total_views: body.channel_total_views,
				channel_total_videos: body.channel_total_videos,
				joined_at: body.joined_at,
				country: body.country,
			};
		},
	}),
	defineRoute({
		path: '/v1/youtube/channels/{channel_id}/subscriber_count',
		pathParams: { channel_id: CHANNEL_ID_RULE },
		credits: 2,
		handle: ({ params, now }) => {
			const body = channelBody(channelOf(params.channel_id), now);
			return { channel_id: body.channel_id, number_of_subscribers: body.number_of_subscribers, subscriber_count_text: body.subscriber_count_text };
		},
	}),
	defineRoute({
		path: '/v1/youtube/channels/{channel_id}/videos',
		pathParams: { channel_id: CHANNEL_ID_RULE },
		query: { sort_by: { type: 'enum', values: ['newest', 'oldest', 'popular'], default: 'newest' }, ...LIST_QUERY },
		credits: 5,
		handle: ({ params, query, live }) => {
			const channel = channelOf(params.channel_id);
			const videos = channelVideos(channel);
			const ordered = live.list(
				query.sort_by === 'oldest' ? [...videos].reverse() : query.sort_by === 'popular' ? [...videos].sort((a, b) => b.view_count - a.view_count) : videos,
				freshVideo,
			);
			const { items, offset, continuation } = page(ordered, `videos:${channel.channel_id}:${query.sort_by}`, query.continuation);
			return { channel_id: channel.channel_id, items: results(items, offset, (video, position) => only(videoResult(video, position), CHANNEL_TAB_VIDEO)), continuation };
		},
	}),
	tabRoute('shorts', channelShorts),
	tabRoute('streams', channelStreams),
	tabRoute('playlists', channelPlaylists),
	defineRoute({
		path: '/v1/youtube/channels/{channel_id}/community',
		pathParams: { channel_id: CHANNEL_ID_RULE },
		query: LIST_QUERY,
		credits: 5,
		handle: ({ params, query }) => {
			const channel = channelOf(params.channel_id);
			const { items, continuation } = page(postsOf(channel), `community:${channel.channel_id}`, query.continuation);
			return { channel_id: channel.channel_id, posts: items.map(postBody), continuation };
		},
	}),
	defineRoute({
		path: '/v1/youtube/channels/{channel_id}/search',
		pathParams: { channel_id: CHANNEL_ID_RULE },
		query: { query: { type: 'string', required: true, minLength: 1 }, ...LIST_QUERY },
		credits: 5,
		handle: ({ params, query }) => {
			const channel = channelOf(params.channel_id);
			const found = searchCatalog(query.query, 'video').filter((video): video is VideoRecord => 'video_id' in video && video.channel_id === channel.channel_id);
			const { items, offset, continuation } = page(found, `channel-search:${channel.channel_id}:${query.query}`, query.continuation);
			return { query: query.query, results: results(items, offset, videoResult), continuation };
		},
	}),
	defineRoute({
		path: '/v1/youtube/posts/{post_id}',
		query: { gl: GL, hl: HL },
		// Not in the live credit table; the emulator charges 5.
		credits: 5,
		handle: ({ params, now }) => ({ ...postBody(postOf(params.post_id)), scraped_at: new Date(now).toISOString() }),
	}),
	defineRoute({
		path: '/v1/youtube/posts/{post_id}/comments',
		query: LIST_QUERY,
		// Not in the live credit table; the emulator charges 5.
		credits: 5,
		handle: ({ params, query }) => {
			const post = postOf(params.post_id);
			const { items, continuation } = page(post.comments, `post-comments:${post.post_id}`, query.continuation);
			return { post_id: post.post_id, comments: items.map(commentBody), comment_count: post.comments.length, continuation };
		},
	}),
	defineRoute({
		path: '/v1/youtube/categories',
		query: { gl: { ...GL, default: 'US' } },
		credits: 0,
		handle: ({ query }) => ({ gl: query.gl, categories: CATEGORIES.map((row) => ({ ...row })) }),
	}),
	defineRoute({ path: '/v1/youtube/languages', credits: 0, handle: () => ({ languages: LANGUAGES.map((row) => ({ ...row })) }) }),
	defineRoute({ path: '/v1/youtube/regions', credits: 0, handle: () => ({ regions: REGIONS.map((row) => ({ ...row })) }) }),
	defineRoute({ path: '/v1/youtube/markets', credits: 0, handle: () => ({ markets: MARKETS.map((row) => ({ ...row })) }) }),
];
