import type { PlatformDescriptor } from '../shared/descriptor';
import { bestseller } from './resources/bestseller';
import { category } from './resources/category';
import { deal } from './resources/deal';
import { keyword } from './resources/keyword';
import { market } from './resources/market';
import { newRelease } from './resources/newRelease';
import { product } from './resources/product';
import { seller } from './resources/seller';

/**
 * Amazon endpoints (the spec's word: retail), one file per resource under resources/. The first resource and its
 * first operation (Product > Search) are what a new node opens on.
 */
export const amazon: PlatformDescriptor = {
	platform: 'Amazon',
	resources: [product, bestseller, newRelease, deal, category, seller, keyword, market],
};
