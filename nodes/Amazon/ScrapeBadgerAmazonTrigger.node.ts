import { pollingTrigger } from '../shared/node-class';
import { amazonTriggers } from './amazon.triggers';

export class ScrapeBadgerAmazonTrigger extends pollingTrigger({
	displayName: 'ScrapeBadger Amazon Trigger',
	name: 'scrapeBadgerAmazonTrigger',
	icon: { light: 'file:amazon.svg', dark: 'file:amazon.dark.svg' },
	description:
		'Starts the workflow on new reviews of an Amazon product, new products matching a search, or a change in a product\'s price or availability, polling the ScrapeBadger API and emitting only what is new or changed',
	triggers: amazonTriggers,
}) {}
