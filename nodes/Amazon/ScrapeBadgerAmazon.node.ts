import { actionNode } from '../shared/node-class';
import { amazon } from './amazon.descriptor';

export class ScrapeBadgerAmazon extends actionNode({
	displayName: 'ScrapeBadger Amazon',
	name: 'scrapeBadgerAmazon',
	icon: { light: 'file:amazon.svg', dark: 'file:amazon.dark.svg' },
	description:
		'Read public Amazon data (product search, product detail, offers, reviews, best sellers, new releases, deals, categories, sellers, keyword suggestions) as structured JSON through the ScrapeBadger API',
	platform: amazon,
}) {}
