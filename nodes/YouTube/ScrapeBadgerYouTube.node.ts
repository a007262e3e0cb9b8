import { actionNode } from '../shared/node-class';
import { youtube } from './youtube.descriptor';

export class ScrapeBadgerYouTube extends actionNode({
	displayName: 'ScrapeBadger YouTube',
	name: 'scrapeBadgerYouTube',
	icon: { light: 'file:youtube.svg', dark: 'file:youtube.dark.svg' },
	description:
		'Read public YouTube data (search, videos, comments, channels, Shorts, trending, playlists, transcripts of captioned videos) as structured JSON, transcripts also as SRT or WebVTT files, through the ScrapeBadger API',
	platform: youtube,
}) {}
