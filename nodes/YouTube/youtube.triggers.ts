import type { PlatformTriggers } from '../shared/trigger/watch';
import { youtube } from './youtube.descriptor';

/** What the YouTube trigger watches, over the action node's own endpoint descriptions. */
export const youtubeTriggers: PlatformTriggers = {
	platform: youtube,
	events: [
		{
			value: 'newChannelVideo',
			name: 'New Video on Channel',
			description: 'A new video on a channel (its Videos tab, newest first)',
			from: { resource: 'channel', operation: 'getVideos' },
			watch: { kind: 'new', id: 'video_id', newestFirst: { sort_by: 'newest' } },
		},
		{
			value: 'newPlaylistVideo',
			name: 'New Video in Playlist',
			description: 'A new video in a playlist, added at its top or its end',
			from: { resource: 'playlist', operation: 'getVideos' },
			watch: { kind: 'new', id: 'video_id', anywhere: true },
			notice:
				'A playlist longer than Max Records per Poll (50 unless set, at most 400) is watched in its first that many videos only. ' +
				"A poll cannot stop after the first page when nothing changed: the playlist's video count and its last update (a date, to the day) stay the same when one video is removed and another added on the same day, so every poll reads the playlist whole.",
		},
		{
			value: 'newVideoComment',
			name: 'New Comment on Video',
			description: 'A new top-level comment on a video (newest first)',
			from: { resource: 'video', operation: 'getComments' },
			watch: { kind: 'new', id: 'comment_id', newestFirst: { sort_by: 'newest' } },
		},
		{
			value: 'newSearchVideo',
			name: 'New Video Matching Search',
			description: 'A new video matching a search (by upload date)',
			from: { resource: 'search', operation: 'search' },
			watch: { kind: 'new', id: 'video_id', newestFirst: { sort_by: 'date', type: 'video' } },
		},
	],
};
