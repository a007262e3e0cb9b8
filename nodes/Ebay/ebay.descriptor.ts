import type { PlatformDescriptor } from '../shared/descriptor';
import { category } from './resources/category';
import { item } from './resources/item';
import { keyword } from './resources/keyword';
import { market } from './resources/market';
import { seller } from './resources/seller';

/**
 * eBay endpoints (the spec's word: auction), one file per resource under resources/. Item comes first, Search
 * first within it: a new node opens on the listing search.
 */
export const ebay: PlatformDescriptor = {
	platform: 'eBay',
	resources: [item, seller, category, keyword, market],
};
