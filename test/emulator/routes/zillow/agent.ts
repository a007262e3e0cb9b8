import { agentProfile } from '../../fixtures/zillow/agents';
import { ApiError, defineRoute } from '../../route';

/** The username of a `/profile/<username>/` URL. */
function usernameOf(text: string): string | undefined {
	if (!URL.canParse(text)) return undefined;
	const url = new URL(text);
	if (!/(^|\.)zillow\.com$/i.test(url.hostname)) return undefined;
	const segment = /^\/profile\/([^/]+)/i.exec(url.pathname)?.[1];
	return segment === undefined ? undefined : decodeURIComponent(segment);
}

export const agentRoute = defineRoute({
	path: '/v1/zillow/agent',
	query: { username: { type: 'string' }, url: { type: 'string' } },
	credits: 5,
	handle: ({ query, now }) => {
		if (query.username === null && query.url === null) {
			throw new ApiError(400, { detail: 'Provide either username or url' });
		}
		const username = query.username ?? usernameOf(query.url ?? '');
		if (username === undefined) throw new ApiError(400, { detail: 'url must be a Zillow /profile/<username>/ URL' });
		const agent = agentProfile(username, now);
		if (!agent) throw ApiError.notFound('Agent not found');
		return { agent };
	},
});
