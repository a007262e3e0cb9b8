import { pollingTrigger } from '../shared/node-class';
import { leboncoinTriggers } from './leboncoin.triggers';

export class ScrapeBadgerLeboncoinTrigger extends pollingTrigger({
	displayName: 'ScrapeBadger Leboncoin Trigger',
	name: 'scrapeBadgerLeboncoinTrigger',
	icon: { light: 'file:leboncoin.svg', dark: 'file:leboncoin.dark.svg' },
	description:
		'Starts the workflow when new Leboncoin ads match a search, polling the ScrapeBadger API and emitting only what is new',
	triggers: leboncoinTriggers,
}) {}
