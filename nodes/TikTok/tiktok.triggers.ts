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
		{
			value: 'newHashtagVideo',
			name: 'New Video with Hashtag',
			description: "A new video among a TikTok hashtag's videos",
			from: { resource: 'hashtags', operation: 'getVideos' },
			// A tag's videos come in TikTok's own order (popularity), not by date: every poll reads them up to Max Records per
			// Poll and any video not seen before, posted no earlier than what was watched, is new.
			watch: { kind: 'new', id: 'id', date: 'create_time_utc', anywhere: true },
			notice:
				"TikTok lists a hashtag's videos in its own order, not by date: each poll reads the first Max Records per Poll of them (up to 50 a page, 8 credits each) and emits every video not seen before, posted no earlier than what it has watched. Videos further down the list are not watched.",
		},
		{
			value: 'newVideoComment',
			name: 'New Comment on Video',
			description: 'A new top-level comment on a TikTok video',
			from: { resource: 'videos', operation: 'getComments' },
			// Comments come in TikTok's own order (the creator's pinned one first, then by engagement), not by date.
			watch: { kind: 'new', id: 'id', date: 'create_time_utc', anywhere: true },
			notice:
				"TikTok lists a video's comments in its own order, not by date: each poll reads the first Max Records per Poll of them (up to 50 a page, 8 credits each) and emits every comment not seen before. On a video with more comments than that, a new one ranked further down is not watched.",
		},
	],
};
