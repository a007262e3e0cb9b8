import type { PlatformDescriptor } from '../shared/descriptor';
import { app } from './resources/app';
import { category } from './resources/category';
import { collection } from './resources/collection';
import { developer } from './resources/developer';
import { market } from './resources/market';

/**
 * Google Play's store pages through ScrapeBadger (`/v1/google-play/...`), one file per resource under resources/. The
 * first resource's first operation is what a new node opens on.
 */
export const googlePlay: PlatformDescriptor = {
	platform: 'Google Play',
	resources: [app, developer, category, collection, market],
};
