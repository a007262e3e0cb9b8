import type { ResourceDescriptor } from '../../shared/descriptor';
import { categoryParam, COUNTRY, LANGUAGE } from '../googleplay.params';
import { simplifyAppCard } from '../googleplay.records';

export const collection: ResourceDescriptor = {
	value: 'collection',
	name: 'Collection',
	description: "Google Play's top charts (top free, top paid, top grossing)",
	endpoints: [
		{
			operation: 'get',
			name: 'Get',
			action: 'Get a Google Play top chart',
			description:
				'Read a top chart (top free, top paid or top grossing) of a category, one item per app in chart order as App > Search gives them. Play renders its charts in the browser today, so the service answers that no ranking is available (not billed): use Category > Browse.',
			method: 'GET',
			path: '/v1/google-play/collections/{collection}',
			params: [
				{
					displayName: 'Collection',
					name: 'collection',
					in: 'path',
					type: 'options',
					required: true,
					default: 'topselling_free',
					description: 'The chart: top free, top paid or top grossing',
					options: [
						{ value: 'topselling_free', name: 'Top Free' },
						{ value: 'topselling_paid', name: 'Top Paid' },
						{ value: 'topgrossing', name: 'Top Grossing' },
					],
				},
				categoryParam('category', false, 'The category to rank within: pick it from the list (Category > List, free) or type its ID, e.g. GAME. All apps (APPLICATION) unless set.'),
				COUNTRY,
				LANGUAGE,
			],
			credits: 5,
			paging: { kind: 'none' },
			records: 'apps',
			simplify: simplifyAppCard,
			unserved: 'Google Play renders its top charts client-side, so the service answers 422 for every chart (docs/api-reference/endpoint/google-play/get-collection.mdx)',
			notice:
				"Google Play no longer serves its top charts to the service (it fills them in the browser), so this answers 422, which is not billed. Category > Browse gives a category's apps in Play's own order.",
		},
	],
};
