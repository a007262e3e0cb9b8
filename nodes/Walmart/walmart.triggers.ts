import type { PlatformTriggers } from '../shared/trigger/watch';
import { walmart } from './walmart.descriptor';

/** What the Walmart trigger watches, over the action node's own endpoint descriptions. */
export const walmartTriggers: PlatformTriggers = {
	platform: walmart,
	events: [
		{
			value: 'newProduct',
			name: 'New Product',
			description: 'A new product matching a search (newest first)',
			from: { resource: 'product', operation: 'search' },
			// Search cards carry no listing date: the poll stops at the first page holding a product it has seen.
			watch: { kind: 'new', id: 'us_item_id', newestFirst: { sort: 'new' } },
		},
		{
			value: 'newReview',
			name: 'New Review',
			description: 'A new review of a product (newest first)',
			from: { resource: 'product', operation: 'getReviews' },
			watch: { kind: 'new', id: 'review_id', date: 'submitted_at', newestFirst: { sort: 'submission-desc' } },
		},
		{
			value: 'productChanged',
			name: 'Product Price or Availability Changed',
			description: "A product's price, stock or availability status changed",
			from: { resource: 'product', operation: 'get' },
			// The numeric price, never its display text: a reformatted "$1,299.00" is no change.
			watch: { kind: 'change', fields: ['price', 'in_stock', 'availability_status'] },
		},
	],
};
