import { homeByZpid, propertyDetail } from '../../fixtures/zillow/homes';
import type { LiveView } from '../../live';
import { ApiError, defineRoute } from '../../route';

const found = (zpid: string | undefined, now: number, live: LiveView) => {
	const home = zpid === undefined ? undefined : homeByZpid(zpid);
	if (!home) throw ApiError.notFound('Property not found');
	return { property: live.record(propertyDetail(home, now)) };
};

export const propertyRoutes = [
	defineRoute({
		path: '/v1/zillow/property/{zpid}',
		credits: 5,
		handle: ({ params, now, live }) => found(params.zpid, now, live),
	}),
	defineRoute({
		path: '/v1/zillow/property',
		query: { url: { type: 'string', required: true } },
		credits: 5,
		handle: ({ query, now, live }) => {
			const url = URL.canParse(query.url) ? new URL(query.url) : undefined;
			if (!url || !/(^|\.)zillow\.com$/i.test(url.hostname)) {
				throw new ApiError(400, { detail: 'invalid_url: expected a Zillow /homedetails/ URL' });
			}
			// Multi-unit buildings are not property pages; the service tells them apart.
			if (/^\/(apartments|b)\//i.test(url.pathname)) {
				throw new ApiError(400, { detail: 'building_url: this is a Zillow building page, not a single property' });
			}
			const zpid = /\/(\d+)_zpid(\/|$)/i.exec(url.pathname)?.[1];
			if (!/^\/homedetails\//i.test(url.pathname) || zpid === undefined) {
				throw new ApiError(400, { detail: 'invalid_url: expected a Zillow /homedetails/ URL' });
			}
			return found(zpid, now, live);
		},
	}),
];
