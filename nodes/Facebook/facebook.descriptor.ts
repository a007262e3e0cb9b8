import type { PlatformDescriptor } from '../shared/descriptor';
import { adLibrary } from './resources/adLibrary';
import { group } from './resources/group';
import { marketplace } from './resources/marketplace';
import { page, profile } from './resources/page';
import { post } from './resources/post';
import { search } from './resources/search';

/**
 * Facebook's public pages through ScrapeBadger (`/v1/facebook/...`), one file per resource under resources/ (Page and
 * Profile share one, as the service shares their model). The first resource's first operation is what a new node opens
 * on. `/v1/facebook/health` is the service's uptime check, not an operation a user runs: it is left out.
 */
export const facebook: PlatformDescriptor = {
	platform: 'Facebook',
	resources: [page, group, post, marketplace, profile, adLibrary, search],
};
