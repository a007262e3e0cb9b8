import { pollingTrigger } from '../shared/node-class';
import { redditTriggers } from './reddit.triggers';

export class ScrapeBadgerRedditTrigger extends pollingTrigger({
	displayName: 'ScrapeBadger Reddit Trigger',
	name: 'scrapeBadgerRedditTrigger',
	icon: { light: 'file:reddit.svg', dark: 'file:reddit.dark.svg' },
	description:
		'Starts the workflow on new Reddit posts in a subreddit or matching a search, or new comments on a post, polling the ScrapeBadger API and emitting only what is new',
	triggers: redditTriggers,
}) {}
