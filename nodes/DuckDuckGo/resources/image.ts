import type { OptionsParam, ResourceDescriptor } from '../../shared/descriptor';
import { REGION, SAFE_SEARCH, searchPaging, searchQuery } from '../duckduckgo.params';
import { simplifyImage } from '../duckduckgo.records';

/** ShareCommercially as Share Commercially, photo as Photo. */
const labelOf = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/([a-z])([A-Z])/g, '$1 $2');

/** An image filter of the endpoint page's, its values as the page writes them (the service takes them so cased). */
const filter = (name: string, displayName: string, description: string, values: string[], first = values[0]): OptionsParam => ({
	displayName,
	name,
	in: 'query',
	type: 'options',
	default: first,
	filter: true,
	description,
	options: values.map((value) => ({ value, name: labelOf(value) })),
});

// The page names color, Monochrome and "a named color such as Red, Blue, Green": these are DuckDuckGo's own colour choices.
const COLORS = ['color', 'Monochrome', 'Red', 'Orange', 'Yellow', 'Green', 'Blue', 'Purple', 'Pink', 'Brown', 'Black', 'Gray', 'Teal', 'White'];

export const image: ResourceDescriptor = {
	value: 'image',
	name: 'Image',
	description: 'DuckDuckGo image search, with size, colour, type, layout and license filters',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search DuckDuckGo images',
			description:
				'Search DuckDuckGo images, 100 a page, 10 pages at most. One item per image: title, image (the full-size URL), thumbnail, url (the page it is on), width, height, source (the index it came from), encoding_format and discovery_date.',
			method: 'GET',
			path: '/v1/duckduckgo/images',
			params: [
				searchQuery('The images to find', 'sunset'),
				REGION,
				SAFE_SEARCH,
				filter('size', 'Size', 'Only images of this size', ['Small', 'Medium', 'Large', 'Wallpaper']),
				filter('color', 'Color', 'Only images in colour (Color), in black and white (Monochrome), or mostly of one colour', COLORS),
				filter('image_type', 'Type', 'Only images of this kind', ['photo', 'clipart', 'gif', 'transparent', 'line']),
				filter('layout', 'Layout', 'Only images of this shape', ['Square', 'Tall', 'Wide']),
				filter('license', 'License', 'Only images under this kind of license', ['Any', 'Public', 'Share', 'ShareCommercially', 'Modify']),
			],
			credits: 5,
			paging: searchPaging(10, 'images'),
			records: 'results',
			simplify: simplifyImage,
			toolUse: 'Use to find pictures of something on DuckDuckGo',
		},
	],
};
