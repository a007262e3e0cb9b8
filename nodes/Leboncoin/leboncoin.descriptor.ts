import type { PlatformDescriptor } from '../shared/descriptor';
import { ad } from './resources/ad';
import { category } from './resources/category';
import { department } from './resources/department';
import { location } from './resources/location';
import { market } from './resources/market';
import { region } from './resources/region';
import { seller } from './resources/seller';

/**
 * Leboncoin endpoints (the spec's word: classifieds), one file per resource under resources/. Ad comes
 * first, Search first within it: a new node opens on the ad search.
 */
export const leboncoin: PlatformDescriptor = {
	platform: 'Leboncoin',
	resources: [ad, seller, location, category, region, department, market],
};
