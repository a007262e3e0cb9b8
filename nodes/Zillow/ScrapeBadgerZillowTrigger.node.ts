import { pollingTrigger } from '../shared/node-class';
import { zillowTriggers } from './zillow.triggers';

export class ScrapeBadgerZillowTrigger extends pollingTrigger({
	displayName: 'ScrapeBadger Zillow Trigger',
	name: 'scrapeBadgerZillowTrigger',
	icon: { light: 'file:zillow.svg', dark: 'file:zillow.dark.svg' },
	description:
		'Starts the workflow when new Zillow listings match a search or a property\'s price or status changes, polling the ScrapeBadger API and emitting only what is new or changed',
	triggers: zillowTriggers,
}) {}
