import { pollingTrigger } from '../shared/node-class';
import { xTriggers } from './x.triggers';

export class ScrapeBadgerXTrigger extends pollingTrigger({
	displayName: 'ScrapeBadger X Trigger',
	name: 'scrapeBadgerXTrigger',
	icon: { light: 'file:x.svg', dark: 'file:x.dark.svg' },
	description:
		'Starts the workflow on new tweets matching a search, from a user, mentioning a user, in a list or replying to a tweet, polling the ScrapeBadger API and emitting only what is new',
	triggers: xTriggers,
}) {}
