import type { ResourceDescriptor } from '../../shared/descriptor';
import { searchQuery } from '../baidu.params';
import { simplifyImage } from '../baidu.records';

export const image: ResourceDescriptor = {
	value: 'image',
	name: 'Image',
	description: 'Baidu image search',
	endpoints: [
		{
			operation: 'search',
			name: 'Search',
			action: 'Search Baidu images',
			description:
				"Search Baidu images, 30 a page (Baidu's fixed size), to page 50 at most. One item per image: position, title, image_url (the full-size image on its own site), thumbnail_url, middle_url and hover_url (Baidu's copies), width, height, type, from_url and from_title (the page it was found on). image_url's host may refuse a download: Baidu's copies do not.",
			method: 'GET',
			path: '/v1/baidu/images',
			params: [searchQuery('The images to find', '猫')],
			credits: 5,
			paging: {
				kind: 'page',
				param: 'page',
				pageRecords: 30,
				lastPage: 50,
				lastPageHint: 'Baidu serves 50 pages of images at most (1,500): narrow the query to read others',
			},
			records: 'results',
			simplify: simplifyImage,
			toolUse: 'Use to find pictures of something on Baidu',
		},
	],
};
