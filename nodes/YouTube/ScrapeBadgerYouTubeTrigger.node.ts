import { pollingTrigger } from '../shared/node-class';
import { youtubeTriggers } from './youtube.triggers';

export class ScrapeBadgerYouTubeTrigger extends pollingTrigger({
	displayName: 'ScrapeBadger YouTube Trigger',
	name: 'scrapeBadgerYouTubeTrigger',
	icon: { light: 'file:youtube.svg', dark: 'file:youtube.dark.svg' },
	description:
		'Starts the workflow on new YouTube videos on a channel, in a playlist that adds videos at the top or matching a search, or new top-level comments on a video, polling the ScrapeBadger API and emitting only what is new',
	triggers: youtubeTriggers,
}) {}
