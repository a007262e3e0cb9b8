import { actionNode } from '../shared/node-class';
import { reddit } from './reddit.descriptor';

export class ScrapeBadgerReddit extends actionNode({
	displayName: 'ScrapeBadger Reddit',
	name: 'scrapeBadgerReddit',
	icon: { light: 'file:reddit.svg', dark: 'file:reddit.dark.svg' },
	description:
		'Read public Reddit data as structured JSON through the ScrapeBadger API: subreddit posts and details, posts and their comment threads, searches, user profiles and links to a website',
	platform: reddit,
}) {}
