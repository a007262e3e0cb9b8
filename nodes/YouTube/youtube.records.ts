/**
 * Output shapes of the YouTube node that records alone cannot express: transcript segments as
 * items, subtitle files, search suggestions as items, and the flat (Simplify) versions of playlist
 * and video records. Also the list facts kept on, or filled into, each record of a list.
 */
import type { IDataObject } from 'n8n-workflow';

import type { OutputContext, OutputItem } from '../shared/descriptor';
import { NothingToOutput } from '../shared/descriptor';

const numberOrNull = (value: unknown): number | null =>
	typeof value === 'number' && Number.isFinite(value) ? value : null;
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const seconds = (ms: number | null): number | null => (ms === null ? null : ms / 1000);

/** The largest thumbnail when the record gives no single `thumbnail`. */
function bestThumbnail(record: IDataObject): string | null {
	if (typeof record.thumbnail === 'string') return record.thumbnail;
	const thumbnails = Array.isArray(record.thumbnails) ? (record.thumbnails as IDataObject[]) : [];
	const widest = [...thumbnails].sort((a, b) => (numberOrNull(b.width) ?? 0) - (numberOrNull(a.width) ?? 0))[0];
	return widest ? textOrNull(widest.url) : null;
}

/** One video of a playlist or mix, flat: what a spreadsheet row of a playlist needs. */
export function simplifyPlaylistVideo(video: IDataObject): IDataObject {
	return {
		position: numberOrNull(video.position),
		video_id: textOrNull(video.video_id),
		title: textOrNull(video.title),
		url: textOrNull(video.url),
		duration: textOrNull(video.duration),
		length_seconds: numberOrNull(video.length_seconds),
		channel_name: textOrNull(video.channel_name),
		channel_id: textOrNull(video.channel_id),
		view_count: numberOrNull(video.view_count),
		published_time_text: textOrNull(video.published_time_text),
		is_playable: typeof video.is_playable === 'boolean' ? video.is_playable : null,
		thumbnail: bestThumbnail(video),
	};
}

/** A playlist or mix without its nested first page of videos and thumbnail list. */
export function simplifyPlaylist(playlist: IDataObject): IDataObject {
	return {
		playlist_id: textOrNull(playlist.playlist_id),
		title: textOrNull(playlist.title),
		description: textOrNull(playlist.description),
		playlist_url: textOrNull(playlist.playlist_url),
		video_count: numberOrNull(playlist.video_count),
		view_count: numberOrNull(playlist.view_count),
		last_updated_text: textOrNull(playlist.last_updated_text),
		channel_id: textOrNull(playlist.channel_id),
		channel_name: textOrNull(playlist.channel_name),
		channel_url: textOrNull(playlist.channel_url),
		channel_is_verified: typeof playlist.channel_is_verified === 'boolean' ? playlist.channel_is_verified : null,
		privacy_status: textOrNull(playlist.privacy_status),
		is_mix: typeof playlist.is_mix === 'boolean' ? playlist.is_mix : null,
		thumbnail: bestThumbnail(playlist),
		scraped_at: textOrNull(playlist.scraped_at),
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

interface TimedSegment {
	start_ms: number | null;
	end_ms: number | null;
	duration_ms: number | null;
	start_time_text: string | null;
	text: string | null;
}

/** A segment with nulls read safely; a missing end is start + duration when both are known. */
function timedSegment(raw: IDataObject): TimedSegment {
	const start = numberOrNull(raw.start_ms);
	const duration = numberOrNull(raw.duration_ms);
	const end = numberOrNull(raw.end_ms) ?? (start !== null && duration !== null ? start + duration : null);
	return {
		start_ms: start,
		end_ms: end,
		duration_ms: duration ?? (start !== null && end !== null ? end - start : null),
		start_time_text: textOrNull(raw.start_time_text),
		text: textOrNull(raw.text),
	};
}

function segmentsOf(transcript: IDataObject): TimedSegment[] {
	return (Array.isArray(transcript.segments) ? (transcript.segments as IDataObject[]) : []).map(timedSegment);
}

function clock(ms: number, separator: ',' | '.'): string {
	const pad = (value: number, width: number) => String(value).padStart(width, '0');
	const hours = Math.floor(ms / 3_600_000);
	const minutes = Math.floor((ms % 3_600_000) / 60_000);
	const wholeSeconds = Math.floor((ms % 60_000) / 1000);
	return `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(wholeSeconds, 2)}${separator}${pad(ms % 1000, 3)}`;
}

/**
 * Subtitle text built from the segments, for a record whose `srt`/`vtt` is null. Segments without a
 * start time or text cannot be placed and are left out; a missing end runs to the next segment.
 */
function subtitlesFromSegments(segments: TimedSegment[], format: 'srt' | 'vtt'): string {
	const placed = segments.filter(
		(segment): segment is TimedSegment & { start_ms: number; text: string } =>
			segment.start_ms !== null && segment.text !== null && segment.text.trim() !== '',
	);
	const separator = format === 'srt' ? ',' : '.';
	const cues = placed.map((segment, index) => {
		const end = segment.end_ms ?? placed[index + 1]?.start_ms ?? segment.start_ms;
		const timing = `${clock(segment.start_ms, separator)} --> ${clock(end, separator)}`;
		return format === 'srt' ? `${index + 1}\n${timing}\n${segment.text}\n` : `${timing}\n${segment.text}\n`;
	});
	return format === 'srt' ? cues.join('\n') : `WEBVTT\n\n${cues.join('\n')}`;
}

const SUBTITLE_MIME_TYPES = { srt: 'application/x-subrip', vtt: 'text/vtt' } as const;

async function subtitleFile(transcript: IDataObject, format: 'srt' | 'vtt', context: OutputContext): Promise<OutputItem> {
	const videoId = textOrNull(transcript.video_id) ?? 'transcript';
	const segments = segmentsOf(transcript);
	const given = textOrNull(transcript[format]);
	const text = given !== null && given.trim() !== '' ? given : subtitlesFromSegments(segments, format);
	if (segments.length === 0 && (given === null || given.trim() === '')) {
		throw new NothingToOutput(
			`The transcript of video ${videoId} has no ${format.toUpperCase()} text and no timed segments to build a file from`,
			'The video has no captions in this language. Try another Language, or Output: Whole Transcript, which also says which caption tracks the video has.',
		);
	}
	const language = textOrNull(transcript.language);
	const field = typeof context.values.binaryPropertyName === 'string' ? context.values.binaryPropertyName : 'data';
	const fileName = `${videoId}${language ? `.${language}` : ''}.${format}`;
	return {
		json: {
			video_id: videoId,
			language,
			language_name: textOrNull(transcript.language_name),
			type: textOrNull(transcript.type),
			format,
			file_name: fileName,
			segment_count: segments.length,
		},
		binary: { [field]: await context.binaryFile(text, fileName, SUBTITLE_MIME_TYPES[format]) },
	};
}

/** One item per segment, with times in both milliseconds and seconds, tagged with its video and track. */
function segmentItems(transcript: IDataObject): OutputItem[] {
	return segmentsOf(transcript).map((segment, index) => ({
		json: {
			video_id: textOrNull(transcript.video_id),
			language: textOrNull(transcript.language),
			type: textOrNull(transcript.type),
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
	const joined = segments.map((segment) => textOrNull(segment.text)).filter((text) => text !== null).join(' ');
	return {
		video_id: textOrNull(transcript.video_id),
		language: textOrNull(transcript.language),
		language_name: textOrNull(transcript.language_name),
		type: textOrNull(transcript.type),
		available_transcripts: Array.isArray(transcript.available_transcripts) ? transcript.available_transcripts : [],
		text: textOrNull(transcript.full_text) ?? (joined === '' ? null : joined),
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

const flagOrNull = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);
const firstText = (...values: unknown[]): string | null => values.map(textOrNull).find((value) => value !== null) ?? null;

/**
 * One video as a flat row: from a video's details, a search result, a channel tab, trending, a hashtag, related
 * videos or a Short. Search results that are channels or playlists keep their own ID columns (type tells which).
 */
export function simplifyVideo(video: IDataObject): IDataObject {
	return {
		type: textOrNull(video.type) ?? (video.video_id ? 'video' : null),
		position: numberOrNull(video.position),
		video_id: textOrNull(video.video_id),
		playlist_id: textOrNull(video.playlist_id),
		title: textOrNull(video.title),
		url: textOrNull(video.url),
		duration: textOrNull(video.duration),
		length_seconds: numberOrNull(video.length_seconds),
		view_count: numberOrNull(video.view_count),
		view_count_text: textOrNull(video.view_count_text),
		like_count: numberOrNull(video.like_count),
		comment_count: numberOrNull(video.comment_count),
		published_at: textOrNull(video.published_at),
		published_time_text: textOrNull(video.published_time_text),
		channel_id: textOrNull(video.channel_id),
		channel_name: textOrNull(video.channel_name),
		channel_is_verified: flagOrNull(video.channel_is_verified),
		// Lists say is_live; a video's details say live_now, or only is_live_content (a live stream, now or before).
		is_live: flagOrNull(video.is_live ?? video.live_now ?? video.is_live_content),
		is_short: flagOrNull(video.is_short),
		thumbnail: bestThumbnail(video),
	};
}

/** A channel (Get, About or a channel search result) as a flat row. */
export function simplifyChannel(channel: IDataObject): IDataObject {
	return {
		channel_id: textOrNull(channel.channel_id),
		channel_name: firstText(channel.channel_name, channel.title),
		channel_username: firstText(channel.channel_username, channel.custom_url),
		channel_url: textOrNull(channel.channel_url),
		description: textOrNull(channel.description),
		number_of_subscribers: numberOrNull(channel.number_of_subscribers),
		subscriber_count_text: textOrNull(channel.subscriber_count_text),
		channel_total_videos: numberOrNull(channel.channel_total_videos),
		channel_total_views: numberOrNull(channel.channel_total_views),
		joined_at: textOrNull(channel.joined_at),
		country: textOrNull(channel.country),
		is_verified: flagOrNull(channel.is_verified),
		avatar: textOrNull(channel.avatar),
		banner: textOrNull(channel.banner),
	};
}

/** A comment or reply as a flat row, keeping what Get Comment Replies needs (video, comment, replies token). */
export function simplifyComment(comment: IDataObject): IDataObject {
	return {
		comment_id: textOrNull(comment.comment_id),
		video_id: textOrNull(comment.video_id),
		post_id: textOrNull(comment.post_id),
		author: textOrNull(comment.author),
		author_channel_id: textOrNull(comment.author_channel_id),
		author_is_verified: flagOrNull(comment.author_is_verified),
		text: textOrNull(comment.text),
		like_count: numberOrNull(comment.like_count),
		reply_count: numberOrNull(comment.reply_count),
		published_time_text: textOrNull(comment.published_time_text),
		is_pinned: flagOrNull(comment.is_pinned),
		is_reply: flagOrNull(comment.is_reply),
		reply_to_cid: textOrNull(comment.reply_to_cid),
		replies_continuation: textOrNull(comment.replies_continuation),
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
