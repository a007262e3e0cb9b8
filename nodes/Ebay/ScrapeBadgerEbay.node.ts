import { actionNode } from '../shared/node-class';
import { ebay } from './ebay.descriptor';

export class ScrapeBadgerEbay extends actionNode({
	displayName: 'ScrapeBadger eBay',
	name: 'scrapeBadgerEbay',
	icon: { light: 'file:ebay.svg', dark: 'file:ebay.dark.svg' },
	description:
		'Read public eBay data (listing search, sold prices, items, product reviews, sellers and their feedback, categories) as structured JSON through the ScrapeBadger API',
	platform: ebay,
}) {}
