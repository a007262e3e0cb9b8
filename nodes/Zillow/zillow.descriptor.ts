import type { PlatformDescriptor } from '../shared/descriptor';
import { market } from './resources/market';

/** Zillow endpoints (the spec's word: property), one file per resource under resources/. */
export const zillow: PlatformDescriptor = {
	platform: 'Zillow',
	resources: [market],
};
