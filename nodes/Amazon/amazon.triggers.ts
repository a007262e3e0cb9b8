import type { PlatformTriggers } from '../shared/trigger/watch';
import { amazon } from './amazon.descriptor';

/** What the Amazon trigger watches, over the action node's own endpoint descriptions. */
export const amazonTriggers: PlatformTriggers = {
	platform: amazon,
	events: [
		{
			value: 'newReview',
			name: 'New Review',
			description: 'A new review of a product (most recent first)',
			from: { resource: 'product', operation: 'getReviews' },
			watch: { kind: 'new', id: 'id', date: 'date_at', newestFirst: { sort_by: 'recent' } },
		},
		{
			value: 'newProduct',
			name: 'New Product',
			description: 'A new product matching a search (newest arrivals first)',
			from: { resource: 'product', operation: 'search' },
			watch: { kind: 'new', id: 'asin', newestFirst: { sort_by: 'newest' } },
		},
		{
			value: 'productChanged',
			name: 'Product Price or Availability Changed',
			description: "A product's price, stock or availability text changed",
			from: { resource: 'product', operation: 'get' },
			watch: { kind: 'change', fields: ['price.value', 'in_stock', 'availability'] },
		},
	],
};
