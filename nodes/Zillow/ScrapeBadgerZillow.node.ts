import { actionNode } from '../shared/node-class';
import { zillow } from './zillow.descriptor';

export class ScrapeBadgerZillow extends actionNode({
	displayName: 'ScrapeBadger Zillow',
	name: 'scrapeBadgerZillow',
	icon: { light: 'file:zillow.svg', dark: 'file:zillow.dark.svg' },
	description:
		'Read Zillow real-estate data (property search, property detail, agent profiles, location suggestions, coverage markets) as structured JSON through the ScrapeBadger API',
	platform: zillow,
}) {}
