/**
 * Output shapes of the YouTube node that records alone cannot express: transcript segments as
 * items, subtitle files, search suggestions as items, and the flat (Simplify) versions of playlist
 * and video records. Also the list facts kept on, or filled into, each record of a list.
 */
import type { IDataObject } from 'n8n-workflow';

import type { OutputContext, OutputItem } from '../shared/descriptor';
import { NothingToOutput } from '../shared/descriptor';
import type { TimedSegment } from '../shared/subtitles';
import { SUBTITLE_MIME_TYPES, subtitlesFromSegments } from '../shared/subtitles';
import { flag, number, text } from '../shared/values';

const seconds = (ms: number | null): number | null => (ms === null ? null : ms / 1000);

/** The largest thumbnail when the record gives no single `thumbnail`. */
function bestThumbnail(record: IDataObject): string | null {
	if (typeof record.thumbnail === 'string') return record.thumbnail;
	const thumbnails = Array.isArray(record.thumbnails) ? (record.thumbnails as IDataObject[]) : [];
	const widest = [...thumbnails].sort((a, b) => (number(b.width) ?? 0) - (number(a.width) ?? 0))[0];
	return widest ? text(widest.url) : null;
}

/** One video of a playlist or mix, flat: what a spreadsheet row of a playlist needs. */
export function simplifyPlaylistVideo(video: IDataObject): IDataObject {
	return {
		position: number(video.position),
		video_id: text(video.video_id),
		title: text(video.title),
		url: text(video.url),
		duration: text(video.duration),
		length_seconds: number(video.length_seconds),
		channel_name: text(video.channel_name),
		channel_id: text(video.channel_id),
		view_count: number(video.view_count),
		published_time_text: text(video.published_time_text),
		is_playable: typeof video.is_playable === 'boolean' ? video.is_playable : null,
		thumbnail: bestThumbnail(video),
	};
}

/** A playlist or mix without its nested first page of videos and thumbnail list. */
export function simplifyPlaylist(playlist: IDataObject): IDataObject {
	return {
		playlist_id: text(playlist.playlist_id),
		title: text(playlist.title),
		description: text(playlist.description),
		playlist_url: text(playlist.playlist_url),
		video_count: number(playlist.video_count),
		view_count: number(playlist.view_count),
		last_updated_text: text(playlist.last_updated_text),
		channel_id: text(playlist.channel_id),
		channel_name: text(playlist.channel_name),
		channel_url: text(playlist.channel_url),
		channel_is_verified: typeof playlist.channel_is_verified === 'boolean' ? playlist.channel_is_verified : null,
		privacy_status: text(playlist.privacy_status),
		is_mix: typeof playlist.is_mix === 'boolean' ? playlist.is_mix : null,
		thumbnail: bestThumbnail(playlist),
		scraped_at: text(playlist.scraped_at),
	};
}

/** A page of playlist items keeps its `continuation`, so hand paging still works with Simplify on. */
export function simplifyItemsPage(page: IDataObject): IDataObject {
	const items = Array.isArray(page.items) ? (page.items as IDataObject[]) : [];
	return { ...page, items: items.map(simplifyPlaylistVideo) };
}

export function itemsPageOutput(pages: IDataObject[], { values }: OutputContext): Promise<OutputItem[]> {
	if (values.itemsOutput !== 'videos') return Promise.resolve(pages.map((json) => ({ json })));
	const videos = pages.flatMap((page) => (Array.isArray(page.items) ? (page.items as IDataObject[]) : []));
	return Promise.resolve(videos.map((json) => ({ json })));
}

/** A segment with nulls read safely; a missing end is start + duration when both are known. */
function timedSegment(raw: IDataObject): TimedSegment {
	const start = number(raw.start_ms);
	const duration = number(raw.duration_ms);
	const end = number(raw.end_ms) ?? (start !== null && duration !== null ? start + duration : null);
	return {
		start_ms: start,
		end_ms: end,
		duration_ms: duration ?? (start !== null && end !== null ? end - start : null),
		start_time_text: text(raw.start_time_text),
		text: text(raw.text),
	};
}

function segmentsOf(transcript: IDataObject): TimedSegment[] {
	return (Array.isArray(transcript.segments) ? (transcript.segments as IDataObject[]) : []).map(timedSegment);
}

async function subtitleFile(transcript: IDataObject, format: 'srt' | 'vtt', context: OutputContext): Promise<OutputItem> {
	const videoId = text(transcript.video_id) ?? 'transcript';
	const segments = segmentsOf(transcript);
	const given = text(transcript[format]);
	const subtitles = given !== null && given.trim() !== '' ? given : subtitlesFromSegments(segments, format);
	if (segments.length === 0 && (given === null || given.trim() === '')) {
		throw new NothingToOutput(
			`The transcript of video ${videoId} has no ${format.toUpperCase()} text and no timed segments to build a file from`,
			'The video has no captions in this language. Try another Language, or Output: Whole Transcript, which also says which caption tracks the video has.',
		);
	}
	const language = text(transcript.language);
	const field = typeof context.values.binaryPropertyName === 'string' ? context.values.binaryPropertyName : 'data';
	const fileName = `${videoId}${language ? `.${language}` : ''}.${format}`;
	return {
		json: {
			video_id: videoId,
			language,
			language_name: text(transcript.language_name),
			type: text(transcript.type),
			format,
			file_name: fileName,
			segment_count: segments.length,
		},
		binary: { [field]: await context.binaryFile(subtitles, fileName, SUBTITLE_MIME_TYPES[format]) },
	};
}

/** One item per segment, with times in both milliseconds and seconds, tagged with its video and track. */
function segmentItems(transcript: IDataObject): OutputItem[] {
	return segmentsOf(transcript).map((segment, index) => ({
		json: {
			video_id: text(transcript.video_id),
			language: text(transcript.language),
			type: text(transcript.type),
			index: index + 1,
			start_ms: segment.start_ms,
			end_ms: segment.end_ms,
			duration_ms: segment.duration_ms,
			start_seconds: seconds(segment.start_ms),
			end_seconds: seconds(segment.end_ms),
			start_time_text: segment.start_time_text,
			text: segment.text,
		},
	}));
}

/**
 * A transcript as an AI tool call gives it: its text once (segments, SRT and WebVTT repeat it three more times) and the
 * tracks to ask for instead. (A transcript does not list the languages it can be translated into: List Caption Tracks
 * does.)
 */
export function transcriptForModel(transcript: IDataObject): IDataObject {
	const segments = Array.isArray(transcript.segments) ? (transcript.segments as IDataObject[]) : [];
	const joined = segments.map((segment) => text(segment.text)).filter((text) => text !== null).join(' ');
	return {
		video_id: text(transcript.video_id),
		language: text(transcript.language),
		language_name: text(transcript.language_name),
		type: text(transcript.type),
		available_transcripts: Array.isArray(transcript.available_transcripts) ? transcript.available_transcripts : [],
		text: text(transcript.full_text) ?? (joined === '' ? null : joined),
	};
}

export async function transcriptOutput(transcripts: IDataObject[], context: OutputContext): Promise<OutputItem[]> {
	const format = context.values.transcriptOutput;
	const items: OutputItem[] = [];
	for (const transcript of transcripts) {
		if (format === 'segments') items.push(...segmentItems(transcript));
		else if (format === 'srt' || format === 'vtt') items.push(await subtitleFile(transcript, format, context));
		else items.push({ json: transcript });
	}
	return items;
}

const firstText = (...values: unknown[]): string | null => values.map(text).find((value) => value !== null) ?? null;

/**
 * One video as a flat row: from a video's details, a search result, a channel tab, trending, a hashtag, related
 * videos or a Short. Search results that are channels or playlists keep their own ID columns (type tells which).
 */
export function simplifyVideo(video: IDataObject): IDataObject {
	return {
		type: text(video.type) ?? (video.video_id ? 'video' : null),
		position: number(video.position),
		video_id: text(video.video_id),
		playlist_id: text(video.playlist_id),
		title: text(video.title),
		url: text(video.url),
		duration: text(video.duration),
		length_seconds: number(video.length_seconds),
		view_count: number(video.view_count),
		view_count_text: text(video.view_count_text),
		like_count: number(video.like_count),
		comment_count: number(video.comment_count),
		published_at: text(video.published_at),
		published_time_text: text(video.published_time_text),
		channel_id: text(video.channel_id),
		channel_name: text(video.channel_name),
		channel_is_verified: flag(video.channel_is_verified),
		// Lists say is_live; a video's details say live_now, or only is_live_content (a live stream, now or before).
		is_live: flag(video.is_live ?? video.live_now ?? video.is_live_content),
		is_short: flag(video.is_short),
		thumbnail: bestThumbnail(video),
	};
}

/** A channel (Get, About or a channel search result) as a flat row. */
export function simplifyChannel(channel: IDataObject): IDataObject {
	return {
		channel_id: text(channel.channel_id),
		channel_name: firstText(channel.channel_name, channel.title),
		channel_username: firstText(channel.channel_username, channel.custom_url),
		channel_url: text(channel.channel_url),
		description: text(channel.description),
		number_of_subscribers: number(channel.number_of_subscribers),
		subscriber_count_text: text(channel.subscriber_count_text),
		channel_total_videos: number(channel.channel_total_videos),
		channel_total_views: number(channel.channel_total_views),
		joined_at: text(channel.joined_at),
		country: text(channel.country),
		is_verified: flag(channel.is_verified),
		avatar: text(channel.avatar),
		banner: text(channel.banner),
	};
}

/** A comment or reply as a flat row, keeping what Get Comment Replies needs (video, comment, replies token). */
export function simplifyComment(comment: IDataObject): IDataObject {
	return {
		comment_id: text(comment.comment_id),
		video_id: text(comment.video_id),
		post_id: text(comment.post_id),
		author: text(comment.author),
		author_channel_id: text(comment.author_channel_id),
		author_is_verified: flag(comment.author_is_verified),
		text: text(comment.text),
		like_count: number(comment.like_count),
		reply_count: number(comment.reply_count),
		published_time_text: text(comment.published_time_text),
		is_pinned: flag(comment.is_pinned),
		is_reply: flag(comment.is_reply),
		reply_to_cid: text(comment.reply_to_cid),
		replies_continuation: text(comment.replies_continuation),
	};
}

/** The service names the channel once per page, not on each video of its tabs: each video gets it from its page. */
export const CHANNEL_OF_PAGE = ['channel_id'];

/** The service names the video once per page, not on each comment: each comment gets it from its page. */
export const VIDEO_OF_PAGE = ['video_id'];

/** The search's query and estimated result count, kept on each result. */
export const SEARCH_CONTEXT = { key: 'search', fields: ['query', 'estimated_results'] };

/** Search suggestions as one item each: the query they complete, the suggestion and its position. */
export function suggestionsOutput(records: IDataObject[]): Promise<OutputItem[]> {
	return Promise.resolve(
		records.flatMap((record) =>
			(Array.isArray(record.suggestions) ? record.suggestions : []).map((suggestion, index) => ({
				json: { query: record.query ?? null, suggestion, position: index + 1 },
			})),
		),
	);
}
