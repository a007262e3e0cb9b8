import type { IDataObject } from 'n8n-workflow';

import type { ResourceDescriptor } from '../../shared/descriptor';
import { moneyCurrency, moneyValue } from '../../shared/money';
import { categoryParam, MARKETPLACE, startPage } from '../amazon.params';

function simplifyDeal(deal: IDataObject): IDataObject {
	return {
		position: deal.position ?? null,
		asin: deal.asin ?? null,
		title: deal.title ?? null,
		deal_price: moneyValue(deal.deal_price),
		list_price: moneyValue(deal.list_price),
		currency: moneyCurrency(deal.deal_price, deal.list_price),
		discount_percent: deal.discount_percent ?? null,
		deal_type: deal.deal_type ?? null,
		is_lightning_deal: deal.is_lightning_deal ?? null,
		badge: deal.badge ?? null,
		ends_at: deal.ends_at ?? null,
		link: deal.link ?? null,
		image: deal.image ?? null,
	};
}

export const deal: ResourceDescriptor = {
	value: 'deal',
	name: 'Deal',
	description: 'Current Amazon deals',
	endpoints: [
		{
			operation: 'getDeals',
			name: 'Get Deals',
			action: 'Get current deals',
			description:
				'Get the deals running on a marketplace, optionally in one category, one item per deal (deal and list price, discount, deal type, lightning deal, end time).',
			method: 'GET',
			path: '/v1/amazon/deals',
			params: [
				MARKETPLACE,
				categoryParam(
					{ method: 'dealCategories', from: { resource: 'category', operation: 'list' }, value: 'alias', name: 'name', pass: ['domain'] },
					'Only deals in this category, picked from the marketplace\'s categories or typed as a category alias (e.g. electronics). Leave empty for all deals.',
				),
				startPage('First page of deals to read; paging goes on from there until a page comes back empty'),
			],
			credits: 5,
			paging: { kind: 'page', param: 'page' },
			records: 'results',
			simplify: simplifyDeal,
		},
	],
};
