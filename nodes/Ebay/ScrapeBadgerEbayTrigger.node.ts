import { pollingTrigger } from '../shared/node-class';
import { ebayTriggers } from './ebay.triggers';

export class ScrapeBadgerEbayTrigger extends pollingTrigger({
	displayName: 'ScrapeBadger eBay Trigger',
	name: 'scrapeBadgerEbayTrigger',
	icon: { light: 'file:ebay.svg', dark: 'file:ebay.dark.svg' },
	description:
		'Starts the workflow on new eBay listings matching a search, or a change in a listing\'s price or status, polling the ScrapeBadger API and emitting only what is new or changed',
	triggers: ebayTriggers,
}) {}
