import { actionNode } from '../shared/node-class';
import { leboncoin } from './leboncoin.descriptor';

export class ScrapeBadgerLeboncoin extends actionNode({
	displayName: 'ScrapeBadger Leboncoin',
	name: 'scrapeBadgerLeboncoin',
	icon: { light: 'file:leboncoin.svg', dark: 'file:leboncoin.dark.svg' },
	description:
		'Read public Leboncoin data (ads, similar ads, sellers and their listings, locations, categories, regions, departments) as structured JSON through the ScrapeBadger API',
	platform: leboncoin,
}) {}
