import type { ResourceDescriptor } from '../../shared/descriptor';
import { queryParam } from '../../shared/descriptor';
import { AUTOCOMPLETE_CREDITS, KEYWORDS, MARKETPLACE } from '../ebay.params';

export const keyword: ResourceDescriptor = {
	value: 'keyword',
	name: 'Keyword',
	description: 'Search words as eBay suggests them',
	endpoints: [
		{
			operation: 'autocomplete',
			name: 'Autocomplete',
			action: 'Autocomplete a search keyword',
			description:
				'Turn the start of a search into eBay\'s suggestions for a marketplace, one item per suggestion (value: the words Item > Search takes as Query). The same suggestions fill the Query fields\' "From List".',
			method: 'GET',
			path: '/v1/ebay/autocomplete',
			params: [
				queryParam({
					description: 'The start of a search, e.g. ninten or omega sea',
					placeholder: 'ninten',
					pattern: KEYWORDS,
				}),
				MARKETPLACE,
			],
			credits: AUTOCOMPLETE_CREDITS,
			paging: { kind: 'none' },
			records: 'suggestions',
		},
	],
};
