import type { PlatformDescriptor } from '../shared/descriptor';
import { account } from './resources/account';
import { batchJob } from './resources/batchJob';
import { page } from './resources/page';
import { unblockJob } from './resources/unblockJob';

/**
 * Any web page through ScrapeBadger's web scraping endpoints (`/v1/web/...`), one file per resource under resources/.
 * The first resource's first operation (Page > Scrape) is what a new node opens on. `/v1/web/health` is the service's
 * uptime check for its own monitors, not an operation a user runs: it is left out. The account (`/v1/account/me`, free)
 * is here as where a user of any node looks for the credits left.
 */
export const web: PlatformDescriptor = {
	platform: 'Web',
	resources: [page, batchJob, unblockJob, account],
};
