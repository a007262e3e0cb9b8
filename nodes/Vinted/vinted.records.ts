/**
 * Flat, spreadsheet-ready versions of Vinted's records (Simplify): the price as the three columns every node shares
 * (`price`, `currency`, `price_text`), the buyer-protection fee and the total with it as numbers in that currency, the
 * seller and the main photo as columns, dates as ISO strings. Each row keeps the listing's ID, URL and market, which a
 * watch of new listings or of price changes keys on.
 */
import type { IDataObject } from 'n8n-workflow';

import { isoDate } from '../shared/dates';
import { priceColumns, priceOf } from '../shared/money';
import { columnValue as value } from '../shared/output';
import { flag, list, nonEmptyText, object } from '../shared/values';

/**
 * A listing's price: the service's `{amount, currency_code}` object (a search, a listing), or the amount as text beside
 * a `currency` field (a member's items, as their endpoint page shows them).
 */
const priceOfItem = (record: IDataObject) => priceOf(record.price, record.currency);

/** Another price of the listing (the fee, the total), a decimal string in the listing's currency, as a number. */
const amountOf = (field: unknown, currency: string | null) => priceOf(field, currency).amount;

/** A listing of a search or of a member's items. */
export function simplifyItem(record: IDataObject): IDataObject {
	const price = priceOfItem(record);
	const user = object(record.user);
	return {
		id: value(record.id),
		title: value(record.title),
		...priceColumns(price),
		service_fee: amountOf(record.service_fee, price.currency),
		total_item_price: amountOf(record.total_item_price, price.currency),
		brand_title: value(record.brand_title),
		size_title: value(record.size_title),
		status: value(record.status),
		url: value(record.url),
		photo_url: nonEmptyText(object(record.photo).url),
		favourite_count: value(record.favourite_count),
		view_count: value(record.view_count),
		is_visible: value(record.is_visible),
		promoted: value(record.promoted),
		user_id: value(user.id),
		user_login: value(user.login),
		user_business: value(user.business),
		seller_country_code: value(record.seller_country_code),
		market: value(record.market),
	};
}

/**
 * A listing in full. `upload_date` and the seller's `last_seen` are Vinted's relative labels ("Il y a une semaine"), not
 * dates (the endpoint page says so): they stay text, under names saying so. `sold` is the page's rule for a sale: closed,
 * not buyable, neither hidden by the seller nor reserved (a hidden listing shows the same "Sold" banner).
 */
export function simplifyItemDetail(record: IDataObject): IDataObject {
	const price = priceOfItem(record);
	const seller = object(record.seller);
	const [closed, canBuy, hidden, reserved] = [record.is_closed, record.can_buy, record.is_hidden, record.is_reserved].map(flag);
	return {
		id: value(record.id),
		title: value(record.title),
		description: value(record.description),
		...priceColumns(price),
		service_fee: amountOf(record.service_fee, price.currency),
		total_item_price: amountOf(record.total_item_price, price.currency),
		brand_title: value(record.brand_title),
		brand_id: value(record.brand_id),
		catalog_id: value(record.catalog_id),
		category: list(record.category).filter((entry) => typeof entry === 'string').join(' > ') || null,
		size_title: value(record.size_title),
		status: value(record.status),
		status_id: value(record.status_id),
		color1: value(record.color1),
		color2: value(record.color2),
		url: value(record.url),
		photo_url: nonEmptyText(object(record.photo).url) ?? nonEmptyText(object(list(record.photos)[0]).url),
		photo_count: list(record.photos).length,
		view_count: value(record.view_count),
		favourite_count: value(record.favourite_count),
		upload_date_text: nonEmptyText(record.upload_date),
		can_buy: canBuy,
		instant_buy: flag(record.instant_buy),
		is_reserved: reserved,
		is_closed: closed,
		is_hidden: hidden,
		sold: closed === null ? null : closed === true && canBuy !== true && hidden !== true && reserved !== true,
		seller_id: value(seller.id ?? object(record.user).id),
		seller_login: value(seller.login ?? object(record.user).login),
		seller_business: value(seller.business),
		seller_feedback_count: value(seller.feedback_count),
		seller_feedback_reputation: value(seller.feedback_reputation),
		seller_location: value(seller.location),
		seller_last_seen_text: nonEmptyText(seller.last_seen),
		market: value(record.market),
	};
}

/** A member's profile: counts, reputation, place, and the last login and sign-up as ISO dates. */
export function simplifyUser(record: IDataObject): IDataObject {
	return {
		id: value(record.id),
		login: value(record.login),
		photo_url: nonEmptyText(object(record.photo).url),
		item_count: value(record.item_count),
		given_item_count: value(record.given_item_count),
		followers_count: value(record.followers_count),
		following_count: value(record.following_count),
		feedback_reputation: value(record.feedback_reputation),
		feedback_count: value(record.feedback_count),
		city: value(record.city),
		country_title: value(record.country_title),
		// The service spells it `last_loged_on`; the column says what it is.
		last_logged_on: isoDate(record.last_loged_on),
		created_at: isoDate(record.created_at),
	};
}
