import type { PlatformDescriptor } from '../shared/descriptor';
import { category } from './resources/category';
import { deal } from './resources/deal';
import { newRelease } from './resources/newRelease';
import { product } from './resources/product';

/** Amazon endpoints (the spec's word: retail), one file per resource under resources/. */
export const amazon: PlatformDescriptor = {
	platform: 'Amazon',
	resources: [product, deal, newRelease, category],
};
