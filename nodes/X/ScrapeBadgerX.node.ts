import { actionNode } from '../shared/node-class';
import { x } from './x.descriptor';

export class ScrapeBadgerX extends actionNode({
	displayName: 'ScrapeBadger X (Twitter)',
	name: 'scrapeBadgerX',
	icon: { light: 'file:x.svg', dark: 'file:x.dark.svg' },
	description:
		'Read public X (Twitter) data (tweets, searches, users and their followers, lists, communities, places, trends, Spaces) as structured JSON through the ScrapeBadger API, and manage its X stream monitors and filter rules',
	platform: x,
}) {}
