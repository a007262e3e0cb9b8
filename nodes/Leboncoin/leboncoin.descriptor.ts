import type { PlatformDescriptor } from '../shared/descriptor';
import { ad } from './resources/ad';
import { location } from './resources/location';
import { seller } from './resources/seller';

/** Leboncoin endpoints (the spec's word: classifieds), one file per resource under resources/. */
export const leboncoin: PlatformDescriptor = {
	platform: 'Leboncoin',
	resources: [seller, location, ad],
};
