import type { PlatformTriggers } from '../shared/trigger/watch';
import { tiktok } from './tiktok.descriptor';

/** What the TikTok trigger watches, over the action node's own endpoint descriptions. */
export const tiktokTriggers: PlatformTriggers = {
	platform: tiktok,
	events: [
		{
			value: 'newUserVideo',
			name: 'New Video of User',
			description: 'A new video posted by a TikTok account (newest first)',
			from: { resource: 'users', operation: 'getVideos' },
			// A profile lists its pinned videos first whatever their age: a seen pinned video is no place to stop, and one
			// pinned later, dated before everything watched, is no new video.
			watch: { kind: 'new', id: 'id', date: 'create_time_utc', pinned: 'is_pinned' },
		},
	],
};
