import type { Bounds, Home, HomeType, Place } from '../../fixtures/zillow/homes';
import { addressPlace, CITIES, fold, HOMES, listingCard, oneLineAddress, PLACES, REGION_TYPE_CODES } from '../../fixtures/zillow/homes';
import type { Fresh } from '../../live';
import { liveId } from '../../live';
import { defineRoute } from '../../route';

/** Homes on one page of a Zillow search: "about 41", and exactly that here. */
export const ZILLOW_PER_PAGE = 41;
/** Zillow shows at most this many pages of a search, however many homes match (20 x 41 = 820). */
export const ZILLOW_PAGE_CAP = 20;

export const HOME_TYPE_VALUES = ['houses', 'condos', 'townhomes', 'apartments', 'manufactured', 'lots', 'multi_family'] as const;
const ONE_TYPE = `(${HOME_TYPE_VALUES.join('|')})`;
/** `home_type` is comma-separated text of the documented values. */
export const HOME_TYPE_PATTERN = `^${ONE_TYPE}(,${ONE_TYPE})*$`;

const TYPE_OF: Record<(typeof HOME_TYPE_VALUES)[number], HomeType> = {
	houses: 'SINGLE_FAMILY',
	condos: 'CONDO',
	townhomes: 'TOWNHOUSE',
	apartments: 'APARTMENT',
	manufactured: 'MANUFACTURED',
	lots: 'LOT',
	multi_family: 'MULTI_FAMILY',
};

const STATUS_OF = { for_sale: 'FOR_SALE', for_rent: 'FOR_RENT', sold: 'SOLD' } as const;

export const SORT_VALUES = [
	'homes_for_you',
	'newest',
	'price_high_to_low',
	'price_low_to_high',
	'bedrooms',
	'bathrooms',
	'square_feet',
	'lot_size',
	'year_built',
] as const;

/** Larger first, unknown values last. */
const descending = (read: (home: Home) => number | null) => (a: Home, b: Home) => (read(b) ?? -Infinity) - (read(a) ?? -Infinity);

const SORTS: Record<(typeof SORT_VALUES)[number], (a: Home, b: Home) => number> = {
	homes_for_you: () => 0,
	newest: (a, b) => a.days_on_zillow - b.days_on_zillow,
	price_high_to_low: (a, b) => b.price - a.price,
	price_low_to_high: (a, b) => a.price - b.price,
	bedrooms: descending((home) => home.beds),
	bathrooms: descending((home) => home.baths),
	square_feet: descending((home) => home.living_area),
	lot_size: descending((home) => home.lot_sqft),
	year_built: descending((home) => home.year_built),
};

/** A new listing like `template` (so it matches the same search), on Zillow since today. */
const freshHome: Fresh<Home> = (template, serial) => ({ ...template, zpid: liveId('2990', serial, 5), days_on_zillow: 0 });

/**
 * The place a search's `location` names: a place's display text ("Austin, TX", "78704", "Hyde Park, Austin, TX"),
 * its first words ("austin", "hyde park"), or one home's address. Undefined when nothing matches.
 */
export function resolveLocation(text: string): Place | undefined {
	const wanted = fold(text);
	if (wanted === '') return undefined;
	const exact = PLACES.find((place) => fold(place.display) === wanted);
	if (exact) return exact;
	const leading = PLACES.find((place) => fold(place.display).startsWith(`${wanted} `));
	if (leading) return leading;
	const home = HOMES.find((candidate) => fold(oneLineAddress(candidate)) === wanted);
	return home ? addressPlace(home) : undefined;
}

/** The box a place covers: a city's own bounds, else the box around its homes. */
function boundsOf(place: Place): Bounds {
	const city = CITIES.find((plan) => place.region_type === 'city' && place.region_id === plan.region_id);
	if (city) return { ...city.bounds };
	const homes = HOMES.filter(place.contains);
	const pad = 0.002;
	return {
		north: Number((Math.max(...homes.map((home) => home.latitude)) + pad).toFixed(4)),
		south: Number((Math.min(...homes.map((home) => home.latitude)) - pad).toFixed(4)),
		east: Number((Math.max(...homes.map((home) => home.longitude)) + pad).toFixed(4)),
		west: Number((Math.min(...homes.map((home) => home.longitude)) - pad).toFixed(4)),
	};
}

/** "7" is seven days, "6m" six months; anything else filters nothing. */
function maxDays(daysOn: string | null): number | undefined {
	const match = daysOn === null ? null : /^(\d+)(m?)$/.exec(daysOn.trim());
	if (!match) return undefined;
	return Number(match[1]) * (match[2] === 'm' ? 30 : 1);
}

const within = (value: number | null, min: number | null, max: number | null) =>
	(min === null || (value !== null && value >= min)) && (max === null || (value !== null && value <= max));

export const searchRoute = defineRoute({
	path: '/v1/zillow/search',
	query: {
		location: { type: 'string', required: true },
		status: { type: 'enum', values: ['for_sale', 'for_rent', 'sold'], default: 'for_sale' },
		page: { type: 'integer', min: 1, max: ZILLOW_PAGE_CAP, default: 1 },
		sort: { type: 'enum', values: SORT_VALUES },
		price_min: { type: 'integer', min: 0 },
		price_max: { type: 'integer', min: 0 },
		beds_min: { type: 'integer', min: 0, max: 10 },
		baths_min: { type: 'number', min: 0, max: 10 },
		home_type: { type: 'string', pattern: HOME_TYPE_PATTERN },
		sqft_min: { type: 'integer', min: 0 },
		sqft_max: { type: 'integer', min: 0 },
		lot_min: { type: 'integer', min: 0 },
		lot_max: { type: 'integer', min: 0 },
		year_built_min: { type: 'integer', min: 1800 },
		year_built_max: { type: 'integer', min: 1800 },
		hoa_max: { type: 'integer', min: 0 },
		keywords: { type: 'string' },
		days_on: { type: 'string' },
		north: { type: 'number' },
		south: { type: 'number' },
		east: { type: 'number' },
		west: { type: 'number' },
	},
	credits: 5,
	handle: ({ query, now, live }) => {
		const place = resolveLocation(query.location);
		const { north, south, east, west } = query;
		// A box is used only when whole; it then decides the area, inside the place.
		const box = north !== null && south !== null && east !== null && west !== null ? { north, south, east, west } : undefined;
		const types = query.home_type === null ? undefined : new Set(query.home_type.split(',').map((type) => TYPE_OF[type as keyof typeof TYPE_OF]));
		const words = query.keywords === null ? [] : fold(query.keywords).split(' ').filter(Boolean);
		const days = maxDays(query.days_on);
		const matching = place
			? HOMES.filter(
					(home) =>
						place.contains(home) &&
						home.status === STATUS_OF[query.status] &&
						(!box || (home.latitude <= box.north && home.latitude >= box.south && home.longitude <= box.east && home.longitude >= box.west)) &&
						within(home.price, query.price_min, query.price_max) &&
						within(home.beds, query.beds_min, null) &&
						within(home.baths, query.baths_min, null) &&
						(!types || types.has(home.home_type)) &&
						within(home.living_area, query.sqft_min, query.sqft_max) &&
						within(home.lot_sqft, query.lot_min, query.lot_max) &&
						within(home.year_built, query.year_built_min, query.year_built_max) &&
						(query.hoa_max === null || (home.monthly_hoa_fee ?? 0) <= query.hoa_max) &&
						words.every((word) => fold(home.description).includes(word)) &&
						(days === undefined || home.days_on_zillow <= days),
				)
			: [];
		const sorted = live.list([...matching].sort(SORTS[query.sort ?? 'homes_for_you']), freshHome);
		const totalPages = Math.min(ZILLOW_PAGE_CAP, Math.ceil(sorted.length / ZILLOW_PER_PAGE));
		const start = (query.page - 1) * ZILLOW_PER_PAGE;
		const page = query.page <= totalPages ? sorted.slice(start, start + ZILLOW_PER_PAGE) : [];
		return {
			location: query.location,
			status: query.status,
			results: page.map((home, index) => listingCard(home, start + index + 1)),
			map_results_count: sorted.length,
			region: place ? { region_id: place.region_id, region_type: REGION_TYPE_CODES[place.region_type] } : null,
			map_bounds: box ?? (place ? boundsOf(place) : null),
			pagination: {
				current_page: query.page,
				per_page: ZILLOW_PER_PAGE,
				total_pages: totalPages,
				total_results: sorted.length,
			},
			scraped_utc: Math.floor(now / 1000),
			scraped_at: new Date(now).toISOString().replace(/\.\d{3}Z$/, 'Z'),
		};
	},
});
