import type { PlaylistFixture } from '../../fixtures/youtube/playlists';
import { PLAYLIST_PAGE_SIZE, thumbnailsOf, YOUTUBE_PLAYLISTS } from '../../fixtures/youtube/playlists';
import type { CaptionTrackFixture, VideoFixture } from '../../fixtures/youtube/videos';
import { srtOf, vttOf, YOUTUBE_VIDEOS } from '../../fixtures/youtube/videos';
import type { LiveView } from '../../live';
import { liveId } from '../../live';
import { ApiError, defineRoute } from '../../route';
import { omit, only } from '../../fixtures/shape';
import { youtubeCatalogRoutes } from './catalog';

const VIDEO_ID_RULE = { pattern: '^[A-Za-z0-9_-]{11}$' };

function findVideo(videoId: string): VideoFixture {
	const video = YOUTUBE_VIDEOS.find((candidate) => candidate.video_id === videoId);
	if (!video) throw ApiError.notFound('Video not found');
	return video;
}

function findList(listId: string, isMix: boolean): PlaylistFixture {
	const list = YOUTUBE_PLAYLISTS.find((candidate) => candidate.playlist_id === listId && candidate.is_mix === isMix);
	if (!list) throw ApiError.notFound(isMix ? 'Mix not found' : 'Playlist not found');
	return list;
}

/**
 * A playlist with the videos added while the emulator runs at its top, as an uploads playlist shows them. Its later
 * pages (served at .../items) continue the same grown list.
 */
function grownList(list: PlaylistFixture, live: LiveView): PlaylistFixture {
	const path = `/v1/youtube/playlists/${encodeURIComponent(list.playlist_id)}`;
	const videos = live.list(
		list.videos,
		(template, serial) => ({ ...template, video_id: liveId('LiveVid', serial), title: `${template.title} (new ${serial})`, published_time_text: '1 minute ago' }),
		path,
	);
	return videos.length === list.videos.length ? list : { ...list, videos };
}

/** Opaque-looking like YouTube's, but the emulator can read back which list and offset it stands for. */
const TOKEN_PREFIX = '4qmFsgJhEiR';

function continuationAfter(list: PlaylistFixture, offset: number): string | null {
	if (offset >= list.videos.length) return null;
	return TOKEN_PREFIX + Buffer.from(`${list.playlist_id}:${offset}`, 'utf8').toString('base64url');
}

function offsetOf(token: string, listId: string): number {
	const decoded = token.startsWith(TOKEN_PREFIX)
		? Buffer.from(token.slice(TOKEN_PREFIX.length), 'base64url').toString('utf8')
		: '';
	const [tokenList, offsetText] = decoded.split(':');
	const offset = Number(offsetText);
	if (tokenList !== listId || !Number.isInteger(offset) || offset < 0) {
		throw new ApiError(400, { detail: 'Invalid or expired continuation token for this playlist' });
	}
	return offset;
}

/** A video of a playlist's first page (docs: playlist), and of a later page (docs: playlist-items). */
const PLAYLIST_VIDEO = ['position', 'video_id', 'title', 'url', 'length_seconds', 'duration', 'channel_name', 'view_count', 'is_playable'];
const ITEMS_PAGE_VIDEO = [...PLAYLIST_VIDEO, 'set_video_id'];

function playlistBody(list: PlaylistFixture, now: number) {
	const seed = list.videos.find((video) => video.is_playable)?.video_id ?? list.videos[0].video_id;
	// The docs' playlist names its channel by ID and name only, and says nothing of when it was last updated.
	const { videos } = list;
	return {
		...omit(list, ['videos', 'last_updated_text', 'channel_url']),
		video_count: list.is_mix ? null : videos.length,
		view_count_text: list.view_count === null ? null : `${list.view_count.toLocaleString('en-US')} views`,
		thumbnail: thumbnailsOf(seed)[2].url,
		videos: videos.slice(0, PLAYLIST_PAGE_SIZE).map((video) => only(video, PLAYLIST_VIDEO)),
		continuation: continuationAfter(list, PLAYLIST_PAGE_SIZE),
		scraped_at: new Date(now).toISOString(),
	};
}

/** The live fallback: a preferred language the video lacks gives the default track, not an error. */
function chooseTrack(video: VideoFixture, lang: string | null, type: string | null): CaptionTrackFixture {
	const ofType = video.tracks.filter((track) => type === null || track.type === type);
	const chosen = ofType.find((track) => track.language === lang) ?? ofType[0];
	if (!chosen) {
		throw ApiError.notFound(type === null ? 'No transcript available for this video' : `No ${type} transcript available for this video`);
	}
	return chosen;
}

export const youtubeRoutes = [
	defineRoute({
		path: '/v1/youtube/videos/{video_id}/transcript',
		pathParams: { video_id: VIDEO_ID_RULE },
		query: {
			lang: { type: 'string', minLength: 1, maxLength: 20 },
			type: { type: 'enum', values: ['manual', 'asr'] },
		},
		credits: 5,
		handle: ({ params, query }) => {
			const video = findVideo(params.video_id);
			const track = chooseTrack(video, query.lang, query.type);
			const texts = track.segments.map((segment) => segment.text).filter((text): text is string => text !== null);
			return {
				video_id: video.video_id,
				language: track.language,
				language_name: track.language_name,
				type: track.type,
				is_translatable: track.is_translatable,
				available_transcripts: video.tracks.map(({ language, language_name, type }) => ({ language, language_name, type })),
				segments: track.segments.map((segment) => ({ ...segment })),
				full_text: texts.length > 0 ? texts.join(' ') : null,
				srt: track.renderFiles ? srtOf(track) : null,
				vtt: track.renderFiles ? vttOf(track) : null,
			};
		},
	}),
	defineRoute({
		path: '/v1/youtube/videos/{video_id}/captions',
		pathParams: { video_id: VIDEO_ID_RULE },
		credits: 2,
		handle: ({ params }) => {
			const video = findVideo(params.video_id);
			return {
				video_id: video.video_id,
				tracks: video.tracks.map((track) => ({
					language: track.language,
					language_name: track.language_name,
					type: track.type,
					is_translatable: track.is_translatable,
					base_url: `https://www.youtube.com/api/timedtext?v=${video.video_id}&lang=${track.language}${track.type === 'asr' ? '&kind=asr' : ''}`,
				})),
				translation_languages: video.translation_languages.map((entry) => ({ ...entry })),
			};
		},
	}),
	defineRoute({
		path: '/v1/youtube/playlists/{playlist_id}',
		query: {
			gl: { type: 'string', default: 'US', pattern: '^[A-Z]{2}$' },
			hl: { type: 'string', default: 'en', pattern: '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$' },
		},
		credits: 5,
		handle: ({ params, now, live }) => playlistBody(grownList(findList(params.playlist_id, false), live), now),
	}),
	defineRoute({
		path: '/v1/youtube/mixes/{mix_id}',
		pathParams: { mix_id: { pattern: '^RD' } },
		credits: 5,
		handle: ({ params, now }) => playlistBody(findList(params.mix_id, true), now),
	}),
	defineRoute({
		// Pages of playlists and of mixes alike: a mix's continuation is followed here with its RD... ID.
		path: '/v1/youtube/playlists/{playlist_id}/items',
		query: { continuation: { type: 'string', required: true, minLength: 1 } },
		credits: 5,
		handle: ({ params, query, live }) => {
			const found = YOUTUBE_PLAYLISTS.find((candidate) => candidate.playlist_id === params.playlist_id);
			if (!found) throw ApiError.notFound('Playlist not found');
			const list = found.is_mix ? found : grownList(found, live);
			const offset = offsetOf(query.continuation, list.playlist_id);
			return {
				playlist_id: list.playlist_id,
				items: list.videos.slice(offset, offset + PLAYLIST_PAGE_SIZE).map((video) => only(video, ITEMS_PAGE_VIDEO)),
				continuation: continuationAfter(list, offset + PLAYLIST_PAGE_SIZE),
			};
		},
	}),
	...youtubeCatalogRoutes,
];
