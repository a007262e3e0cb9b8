import type { ResourceDescriptor } from '../../shared/descriptor';
import { categoryParam, COUNTRY, LANGUAGE, NUM } from '../googleplay.params';
import { simplifyAppCard } from '../googleplay.records';

export const category: ResourceDescriptor = {
	value: 'category',
	name: 'Category',
	description: "Google Play's app and game categories, and the apps in one",
	endpoints: [
		{
			operation: 'list',
			name: 'List',
			action: 'List Google Play categories',
			description:
				'List the Play app and game category IDs, one item per category: category_id (the value the Category fields take, e.g. GAME_PUZZLE), name and url. Free: costs no credits.',
			method: 'GET',
			path: '/v1/google-play/categories',
			params: [],
			credits: 0,
			paging: { kind: 'none' },
			records: 'categories',
		},
		{
			operation: 'browse',
			name: 'Browse',
			action: 'Browse a Google Play category',
			description:
				"Read the apps of a Play category in Play's own order (every app across the category page's rails, deduplicated: about 100 for a broad category), one item per app as App > Search gives them. The working way to a category's top apps: Collection > Get (top charts) is not served by Play today.",
			method: 'GET',
			path: '/v1/google-play/categories/{category_id}',
			params: [categoryParam('category_id', true, 'The category to browse: pick it from the list (Category > List, free) or type its ID, e.g. GAME_PUZZLE or SOCIAL'), NUM, COUNTRY, LANGUAGE],
			credits: 5,
			paging: { kind: 'none' },
			records: 'apps',
			simplify: simplifyAppCard,
			toolUse: "Use to list the top Android apps of a Google Play category",
		},
	],
};
