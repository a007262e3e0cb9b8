import type { PlatformDescriptor } from '../shared/descriptor';
import { ai } from './resources/ai';
import { autocomplete } from './resources/autocomplete';
import { finance } from './resources/finance';
import { flights } from './resources/flights';
import { hotels } from './resources/hotels';
import { jobs } from './resources/jobs';
import { lens } from './resources/lens';
import { maps } from './resources/maps';
import { images, shorts, videos } from './resources/media';
import { news } from './resources/news';
import { patents } from './resources/patents';
import { scholar } from './resources/scholar';
import { search } from './resources/search';
import { shopping } from './resources/shopping';
import { trends } from './resources/trends';

/**
 * Google through ScrapeBadger's Google endpoints (`/v1/google/...`), one file per resource under resources/, grouped
 * as a user knows Google's products. The first resource's first operation is what a new node opens on.
 * `/v1/google/health` is the service's uptime check for its own monitors, not an operation a user runs: it is left out.
 * The docs also name paths the live API does not have: Local Pack Search (`/local/search`: its local results are Maps >
 * Search's places and Web Search's search.local_results), Shopping's `/shopping/product` and `/product/click`, Trends'
 * `/trends/search` and `/trends/trending-now`, and Flights' `/flights/booking_options` (older names of live calls or
 * calls not served): they are described nowhere here.
 */
export const google: PlatformDescriptor = {
	platform: 'Google',
	resources: [search, ai, autocomplete, maps, news, shopping, images, videos, shorts, jobs, scholar, patents, trends, flights, hotels, finance, lens],
};
