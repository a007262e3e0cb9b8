import type { ResourceDescriptor, StringParam } from '../../shared/descriptor';
import { DOMAIN, searchPaging, searchQuery } from '../yandex.params';
import { simplifyImage } from '../yandex.records';

/** A public http(s) image URL, sent as typed (the service fetches it). */
const IMAGE_URL: StringParam = {
	displayName: 'Image URL',
	name: 'image_url',
	in: 'query',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'https://example.com/photo.jpg',
	description: 'The public URL of the image to look for, e.g. https://example.com/photo.jpg',
	pattern: { regex: /^https?:\/\/[^\s/?#]+\.[^\s/?#]+[^\s]*$/, form: 'a public http(s) image URL such as https://example.com/photo.jpg' },
	maxLength: 2048,
};

export const image: ResourceDescriptor = {
	value: 'image',
	name: 'Image',
	description: 'Yandex Images: a search by text, and a reverse search by image',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Yandex images',
			description:
				"Search Yandex Images by text. One item per image: position, title, source (the site), source_url (the page it is on), thumbnail, image (the full-resolution url, width and height) and snippet, with Yandex's suggested_searches under search. Pages to the last, 25 at most. Simplify gives the full-resolution URL and size as columns.",
			method: 'GET',
			path: '/v1/yandex/images/search',
			params: [searchQuery('The images to find', 'coffee machine'), DOMAIN],
			credits: 7,
			paging: searchPaging(undefined, 'an image search'),
			records: 'results',
			recordContext: { key: 'search', fields: ['suggested_searches'] },
			simplify: simplifyImage,
			toolUse: 'Use to find pictures of something on Yandex Images',
		},
		{
			operation: 'reverseSearch',
			name: 'Reverse Search',
			action: 'Reverse search an image on Yandex',
			description:
				"Find where an image appears, by its URL, as one item: the pages that host it (sites: title, description, url, domain, thumbnail, original_image), similar_images, the tags Yandex detects in it, the image at other_sizes, and is_empty (true, with every list empty, when Yandex finds no match). One request per input item, 7 credits each.",
			method: 'GET',
			path: '/v1/yandex/images/reverse',
			params: [IMAGE_URL, DOMAIN],
			credits: 7,
			paging: { kind: 'none' },
			toolUse: 'Use to find the pages that host an image, its source, or similar images, given the image URL',
		},
	],
};
