/**
 * The Airbnb node's parameters that recur across its resources: the stay and the experience given by ID or URL, the
 * currency and language every call takes, and the guests, with the names, defaults and ranges of the service's pages.
 */
import type { LocatorParam, StringParam } from '../shared/descriptor';
import { currencyParam, guests } from '../shared/stays';
import { experienceIdFromUrl, NUMERIC_ID, roomIdFromUrl } from './airbnb.urls';

const locator = (fields: Omit<LocatorParam, 'type' | 'in' | 'required'>): LocatorParam => ({ ...fields, type: 'locator', in: 'path', required: true });

export const LISTING = locator({
	displayName: 'Listing',
	name: 'room_id',
	default: '={{ $json.room_id }}',
	description: "The stay, as its room ID or its Airbnb URL (airbnb.<country>/rooms/<id>). By default, the incoming item's room_id: run it on the items of Listing > Search.",
	id: { regex: NUMERIC_ID, form: 'a numeric room ID such as 48291736', placeholder: '48291736' },
	url: {
		form: 'an Airbnb listing URL such as https://www.airbnb.com/rooms/48291736 (any Airbnb country site)',
		placeholder: 'https://www.airbnb.com/rooms/48291736',
		extract: roomIdFromUrl,
	},
});

export const EXPERIENCE = locator({
	displayName: 'Experience',
	name: 'experience_id',
	default: '={{ $json.experience_id }}',
	description: "The experience, as its ID or its Airbnb URL (airbnb.<country>/experiences/<id>). By default, the incoming item's experience_id: run it on the items of Experience > Search.",
	id: { regex: NUMERIC_ID, form: 'a numeric experience ID such as 1847362', placeholder: '1847362' },
	url: {
		form: 'an Airbnb experience URL such as https://www.airbnb.com/experiences/1847362 (any Airbnb country site)',
		placeholder: 'https://www.airbnb.com/experiences/1847362',
		extract: experienceIdFromUrl,
	},
});

export const CURRENCY = currencyParam('The currency of the prices');

/** Every call takes `locale` (default en), the language of the text. */
export const LOCALE: StringParam = {
	displayName: 'Language',
	name: 'locale',
	in: 'query',
	type: 'string',
	default: '',
	placeholder: 'fr',
	description: 'The language of the text, as a locale code such as fr, es or de (blank for en)',
	pattern: { regex: /^[a-z]{2}(?:-[A-Z]{2})?$/, form: 'a locale code such as fr or pt-BR' },
};

export const ADULTS = guests('adults', 'Adults', 'Adults staying (at least 1)', 1, 16);
export const CHILDREN = guests('children', 'Children', 'Children aged 2 to 12', 0, 15);
export const INFANTS = guests('infants', 'Infants', 'Infants under 2', 0, 5);
export const PETS = guests('pets', 'Pets', 'Pets coming along', 0, 5);
