/** The X routes about places and live things: place search and details, trends, Spaces and broadcasts. */
import type { PlaceRecord } from '../../fixtures/twitter/tweets';
import { PLACES } from '../../fixtures/twitter/tweets';
import type { PlaceTrendsRecord } from '../../fixtures/twitter/world';
import { BROADCASTS, PLACE_TRENDS, SPACES, TREND_CATEGORIES, TRENDS } from '../../fixtures/twitter/world';
import { ApiError, defineRoute } from '../../route';
import { COUNT, NUMERIC_ID, notFound, xCredits } from './shared';

/** Kilometres between two points, good enough to pick places near a coordinate. */
function distanceKm(lat1: number, long1: number, lat2: number, long2: number): number {
	const rad = Math.PI / 180;
	const a =
		Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
		Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((long2 - long1) * rad) / 2) ** 2;
	return 12_742 * Math.asin(Math.sqrt(a));
}

function centre(record: PlaceRecord): [number, number] {
	const [ring] = record.bounding_box.coordinates;
	const longs = ring.map((point) => point[0]);
	const lats = ring.map((point) => point[1]);
	return [(Math.min(...lats) + Math.max(...lats)) / 2, (Math.min(...longs) + Math.max(...longs)) / 2];
}

const PLACES_BY_ID = new Map(PLACES.map((record) => [record.id, record]));
const ROOM_ID = { pattern: '^[A-Za-z0-9]+$', maxLength: 40 };

export const worldRoutes = [
	defineRoute({
		path: '/v1/twitter/geo/search',
		query: {
			query: { type: 'string' },
			lat: { type: 'number', min: -90, max: 90 },
			long: { type: 'number', min: -180, max: 180 },
		},
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ query }): { data: PlaceRecord[] | null } => {
			if (query.query === null && (query.lat === null || query.long === null)) {
				throw new ApiError(400, { error: 'At least one of query, lat/long or ip must be provided' });
			}
			let matches = PLACES;
			if (query.query !== null) {
				const words = query.query.toLowerCase();
				matches = matches.filter((record) => record.full_name.toLowerCase().includes(words));
			}
			if (query.lat !== null && query.long !== null) {
				const { lat, long } = query;
				matches = matches
					.map((record) => ({ record, km: distanceKm(lat, long, ...centre(record)) }))
					.filter(({ km }) => km <= 100)
					.sort((a, b) => a.km - b.km)
					.map(({ record }) => record);
			}
			return { data: matches.length > 0 ? matches.map((record) => ({ ...record })) : null };
		},
	}),
	defineRoute({
		path: '/v1/twitter/geo/places/{place_id}',
		pathParams: { place_id: { pattern: '^[0-9A-Za-z]+$', maxLength: 40 } },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ params }) => {
			const record = PLACES_BY_ID.get(params.place_id);
			if (!record) throw notFound('Place');
			return { ...record };
		},
	}),
	defineRoute({
		path: '/v1/twitter/trends/',
		query: { category: { type: 'enum', values: TREND_CATEGORIES, default: 'trending' }, count: COUNT },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ query }) => ({ data: TRENDS[query.category].slice(0, query.count).map((record) => ({ ...record })) }),
	}),
	defineRoute({
		path: '/v1/twitter/trends/place/{woeid}',
		pathParams: { woeid: NUMERIC_ID },
		// One item per trend: 1 credit plus 1 per trend listed.
		credits: (body: PlaceTrendsRecord) => 1 + body.trends.length,
		errorStyle: 'error',
		handle: ({ params }): PlaceTrendsRecord => {
			const record = PLACE_TRENDS[String(Number(params.woeid))];
			if (!record) throw notFound('Location');
			return { ...record, trends: record.trends.map((entry) => ({ ...entry })) };
		},
	}),
	defineRoute({
		path: '/v1/twitter/spaces/{space_id}',
		pathParams: { space_id: ROOM_ID },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ params }) => {
			const record = SPACES[params.space_id];
			if (!record) throw notFound('Space');
			return { ...record };
		},
	}),
	defineRoute({
		path: '/v1/twitter/spaces/broadcast/{broadcast_id}',
		pathParams: { broadcast_id: ROOM_ID },
		credits: xCredits,
		errorStyle: 'error',
		handle: ({ params }) => {
			const record = BROADCASTS[params.broadcast_id];
			if (!record) throw notFound('Broadcast');
			return { ...record };
		},
	}),
];
