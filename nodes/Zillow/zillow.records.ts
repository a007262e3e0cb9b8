/**
 * Flat, spreadsheet-ready versions of Zillow's records (Simplify): a search result, a property and an agent as one row
 * each. Also the search facts kept on each home of a search.
 */
import type { IDataObject } from 'n8n-workflow';

import { columnValue as field } from '../shared/output';

const countOf = (value: unknown) => (Array.isArray(value) ? value.length : 0);
/** An agent's lists (specialties, areas, languages) as one text, empty when the profile gives none. */
const joinedOrEmpty = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');
/** A property's lists (insights, heating, cooling, parking) as one text without empty entries; null when absent. */
const joinedOrNull = (value: unknown) =>
	Array.isArray(value) ? value.filter((entry) => entry !== null && entry !== undefined).join(', ') : null;

/** A flat search result: the listing's own columns, ready for a spreadsheet. */
export function simplifyListing(record: IDataObject): IDataObject {
	const photos = Array.isArray(record.photos) ? record.photos : [];
	return {
		position: field(record.position),
		zpid: field(record.zpid),
		address: field(record.address),
		street_address: field(record.street_address),
		unit: field(record.unit),
		city: field(record.city),
		state: field(record.state),
		zipcode: field(record.zipcode),
		home_status: field(record.home_status),
		status_text: field(record.status_text),
		home_type: field(record.home_type),
		price: field(record.price),
		price_raw: field(record.price_raw),
		currency: field(record.currency),
		price_change: field(record.price_change),
		beds: field(record.beds),
		baths: field(record.baths),
		living_area: field(record.living_area),
		lot_area_value: field(record.lot_area_value),
		lot_area_unit: field(record.lot_area_unit),
		zestimate: field(record.zestimate),
		rent_zestimate: field(record.rent_zestimate),
		days_on_zillow: field(record.days_on_zillow),
		flex_field_text: field(record.flex_field_text),
		broker_name: field(record.broker_name),
		has_open_house: field(record.has_open_house),
		latitude: field(record.latitude),
		longitude: field(record.longitude),
		detail_url: field(record.detail_url),
		img_src: field(record.img_src),
		photo_count: photos.length,
	};
}

/** A flat property: headline facts, the listing agent, and the latest price and tax events as columns. */
export function simplifyProperty(record: IDataObject): IDataObject {
	const facts = (record.home_facts ?? {}) as IDataObject;
	const agent = (record.agent ?? {}) as IDataObject;
	const latestPrice = (Array.isArray(record.price_history) ? record.price_history[0] : undefined) as IDataObject | undefined;
	const latestTax = (Array.isArray(record.tax_history) ? record.tax_history[0] : undefined) as IDataObject | undefined;
	const rates = (record.mortgage_rates ?? {}) as IDataObject;
	const thirtyYear = (rates.thirty_year_fixed ?? {}) as IDataObject;
	const schools = Array.isArray(record.schools) ? (record.schools as IDataObject[]) : [];
	const photos = Array.isArray(record.photos) ? (record.photos as IDataObject[]) : [];
	return {
		zpid: field(record.zpid),
		url: field(record.url),
		home_status: field(record.home_status),
		home_type: field(record.home_type),
		price: field(record.price),
		currency: field(record.currency),
		zestimate: field(record.zestimate),
		rent_zestimate: field(record.rent_zestimate),
		tax_assessed_value: field(record.tax_assessed_value),
		last_sold_price: field(record.last_sold_price),
		date_sold_at: field(record.date_sold_at),
		monthly_hoa_fee: field(record.monthly_hoa_fee),
		bedrooms: field(record.bedrooms),
		bathrooms: field(record.bathrooms),
		living_area: field(record.living_area),
		living_area_units: field(record.living_area_units),
		lot_size: field(record.lot_size),
		year_built: field(record.year_built),
		street_address: field(record.street_address),
		city: field(record.city),
		state: field(record.state),
		zipcode: field(record.zipcode),
		county: field(record.county),
		neighborhood: field(record.neighborhood),
		latitude: field(record.latitude),
		longitude: field(record.longitude),
		days_on_zillow: field(record.days_on_zillow),
		page_view_count: field(record.page_view_count),
		favorite_count: field(record.favorite_count),
		description: field(record.description),
		home_insights: joinedOrNull(record.home_insights),
		stories: field(facts.stories),
		heating: joinedOrNull(facts.heating),
		cooling: joinedOrNull(facts.cooling),
		parking_features: joinedOrNull(facts.parking_features),
		has_garage: field(facts.has_garage),
		has_private_pool: field(facts.has_private_pool),
		tax_annual_amount: field(facts.tax_annual_amount),
		price_per_square_foot: field(facts.price_per_square_foot),
		parcel_number: field(facts.parcel_number),
		agent_name: field(agent.agent_name),
		agent_phone: field(agent.agent_phone),
		broker_name: field(agent.broker_name),
		mls_id: field(agent.mls_id),
		latest_event: field(latestPrice?.event),
		latest_event_at: field(latestPrice?.date_at),
		latest_event_price: field(latestPrice?.price),
		latest_tax_paid: field(latestTax?.tax_paid),
		latest_tax_year_at: field(latestTax?.year_at),
		mortgage_rate_30_year: field(thirtyYear.rate),
		schools: schools.map((school) => `${String(school.name)}${school.rating === null || school.rating === undefined ? '' : ` (${String(school.rating)}/10)`}`).join(', '),
		photo_count: field(record.photo_count) ?? photos.length,
		photo_url: field(photos[0]?.url),
	};
}

/** The search's facts (its place, status, count, region, map box and paging), kept on each home of a search. */
export const SEARCH_CONTEXT = {
	key: 'search',
	fields: ['location', 'status', 'map_results_count', 'region', 'map_bounds', 'pagination'],
};

/** A flat agent: contact, ratings and counts as columns; reviews, sales and listings only counted. */
export function simplifyAgent(record: IDataObject): IDataObject {
	return {
		username: field(record.username),
		name: field(record.name),
		url: field(record.url),
		business_name: field(record.business_name),
		business_address: field(record.business_address),
		broker_name: field(record.broker_name),
		phone: field(record.phone),
		email: field(record.email),
		website_url: field(record.website_url),
		rating: field(record.rating),
		review_count: field(record.review_count),
		recent_sales_count: field(record.recent_sales_count),
		total_sales_last_year: field(record.total_sales_last_year),
		for_sale_count: field(record.for_sale_count),
		for_rent_count: field(record.for_rent_count),
		past_sales_count: field(record.past_sales_count),
		years_experience: field(record.years_experience),
		is_top_agent: field(record.is_top_agent),
		is_team_lead: field(record.is_team_lead),
		license_number: field(record.license_number),
		license_state: field(record.license_state),
		specialties: joinedOrEmpty(record.specialties),
		service_areas: joinedOrEmpty(record.service_areas),
		languages: joinedOrEmpty(record.languages),
		reviews_returned: countOf(record.reviews),
		past_sales_returned: countOf(record.past_sales),
		listings_returned: countOf(record.listings),
		profile_photo: field(record.profile_photo),
	};
}
