import type { PlatformDescriptor } from '../shared/descriptor';
import { seller } from './resources/seller';

/** eBay endpoints (the spec's word: auction), one file per resource under resources/. */
export const ebay: PlatformDescriptor = {
	platform: 'eBay',
	resources: [seller],
};
