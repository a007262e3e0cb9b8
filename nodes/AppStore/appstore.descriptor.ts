import type { PlatformDescriptor } from '../shared/descriptor';
import { app } from './resources/app';
import { chart } from './resources/chart';
import { developer } from './resources/developer';
import { genre } from './resources/genre';
import { market } from './resources/market';

/**
 * Apple's App Store through ScrapeBadger (`/v1/app-store/...`), one file per resource under resources/. The first
 * resource's first operation is what a new node opens on.
 */
export const appStore: PlatformDescriptor = {
	platform: 'App Store',
	resources: [app, developer, chart, genre, market],
};
