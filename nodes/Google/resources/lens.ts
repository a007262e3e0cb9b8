import type { BooleanParam, ResourceDescriptor, StringParam } from '../../shared/descriptor';
import { textParam } from '../../shared/descriptor';
import { ASSUMED_CREDITS, COUNTRY, LANGUAGE} from '../google.params';

const IMAGE: StringParam = {
	displayName: 'Image URL',
	name: 'url',
	in: 'query',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'https://example.com/photo.jpg',
	description: 'The public http(s) address of the image to search with',
	pattern: { regex: /^https?:\/\/[^\s/$.?#][^\s]*$/, form: 'an http(s) URL such as https://example.com/photo.jpg' },
	maxLength: 4000,
};

/** A switch that is off unless turned on. */
const off = (name: string, displayName: string, description: string): BooleanParam => ({ displayName, name, in: 'query', type: 'boolean', default: false, description });
/** A switch that is on unless turned off. */
const on = (name: string, displayName: string, description: string): BooleanParam => ({ displayName, name, in: 'query', type: 'boolean', default: true, description });

export const lens: ResourceDescriptor = {
	value: 'lens',
	name: 'Lens',
	description: 'Google Lens: what an image shows, and where to find it or buy it',
	endpoints: [
		{
			operation: 'search',
			name: 'Search by Image',
			action: 'Search Google Lens by image',
			description: 'Search with an image, as Google Lens does. One item per match: position, title, link, source, thumbnail, and for products the price, stock, rating and reviews; the image and the related searches under lens.',
			method: 'GET',
			path: '/v1/google/lens/search',
			params: [
				IMAGE,
				textParam('query', 'Refine With Text', 'Words that narrow the search, e.g. pizza', 'pizza'),
				COUNTRY,
				LANGUAGE,
				off('product', 'Favour Products', 'Whether to favour products that can be bought'),
				on('visual_matches', 'Visual Matches', 'Whether to include the visually similar images'),
				off('exact_matches', 'Exact Matches Only', 'Whether to keep only exact matches of the image'),
			],
			credits: ASSUMED_CREDITS,
			creditsAssumed: true,
			paging: { kind: 'none' },
			records: 'results',
			recordContext: { key: 'lens', fields: ['image_url', 'related_searches'] },
		},
	],
};
