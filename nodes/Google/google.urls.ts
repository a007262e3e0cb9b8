/** Google Maps places as people paste them: a place's data ID, its place ID, or a Google Maps URL holding the data ID. */

// No flags on the ID forms: only the source reaches n8n's own field validation.
/** A Maps data ID: the hex pair Maps Search gives each place, e.g. 0x89c259a61c75684f:0x79d31adb123348d2. */
export const DATA_ID = /^0x[0-9a-fA-F]{1,16}:0x[0-9a-fA-F]{1,16}$/;
/** A Google place ID (ChIJ..., and the longer forms Google also issues): letters, digits, - and _. */
export const PLACE_ID = /^[A-Za-z0-9_-]{16,512}$/;

const MAPS_HOST = /(?:^|\.)google\.[a-z]{2,3}(?:\.[a-z]{2})?$/i;
/** The data ID inside a Maps URL's `data=` segment (`!1s0x...:0x...`) or its `ftid=` query. */
const DATA_IN_PATH = /!1s(0x[0-9a-fA-F]{1,16}:0x[0-9a-fA-F]{1,16})/;

/** The data ID a Google Maps place URL holds (`/maps/place/<name>/@.../data=!...!1s0x...:0x...`, `?ftid=0x...:0x...`). */
export function dataIdFromUrl(url: URL): string | undefined {
	if (!MAPS_HOST.test(url.hostname)) return undefined;
	const ftid = url.searchParams.get('ftid');
	if (ftid !== null && DATA_ID.test(ftid)) return ftid.toLowerCase();
	const found = DATA_IN_PATH.exec(decodeURIComponent(url.pathname + url.search))?.[1];
	return found?.toLowerCase();
}

/** The place ID a Google Maps URL names (`?query_place_id=ChIJ...`, `?q=place_id:ChIJ...`). */
export function placeIdFromUrl(url: URL): string | undefined {
	if (!MAPS_HOST.test(url.hostname)) return undefined;
	const named = url.searchParams.get('query_place_id') ?? /^place_id:(.+)$/.exec(url.searchParams.get('q') ?? '')?.[1];
	return named !== undefined && named !== null && PLACE_ID.test(named) ? named : undefined;
}
