/**
 * Output shapes of the X node: the flat (Simplify) tweet and user rows, the same on every operation that lists
 * tweets or users; the place kept on each of its trends; and the answers of the stream's management calls.
 */
import type { IDataObject } from 'n8n-workflow';

import type { EndpointDescriptor, OutputItem } from '../shared/descriptor';
import { nonEmptyText } from '../shared/values';

/** Tweet URL from its id; the `i/web` form works without knowing the author. */
const tweetUrl = (id: unknown, username?: unknown) =>
	typeof id === 'string' && id !== ''
		? `https://x.com/${typeof username === 'string' && username !== '' ? username : 'i/web'}/status/${id}`
		: null;

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A flat, spreadsheet-ready tweet: the long text when there is one, links instead of ids, media URLs in one cell. */
export function simplifyTweet(record: IDataObject): IDataObject {
	const media = Array.isArray(record.media) ? (record.media as IDataObject[]) : [];
	return {
		id: record.id,
		url: tweetUrl(record.id, record.username),
		text: record.full_text ?? record.text,
		created_at: record.created_at,
		author_id: record.user_id ?? null,
		author_username: record.username ?? null,
		author_name: record.user_name ?? null,
		reply_count: record.reply_count ?? 0,
		retweet_count: record.retweet_count ?? 0,
		quote_count: record.quote_count ?? 0,
		like_count: record.favorite_count ?? 0,
		view_count: record.view_count ?? null,
		bookmark_count: record.bookmark_count ?? null,
		lang: record.lang ?? null,
		in_reply_to_url: tweetUrl(record.in_reply_to_status_id),
		quoted_tweet_url: tweetUrl(record.quoted_status_id),
		retweeted_tweet_url: tweetUrl(record.retweeted_status_id),
		media_urls: media
			.map((item) => item.url)
			.filter((url) => typeof url === 'string')
			.join(', '),
	};
}

/**
 * A flat, spreadsheet-ready user: the counts under short names, `verified` for any check mark (legacy, Premium or an
 * organisation's), the ISO creation time when the service gives one, and `url` the profile's link on X (the website
 * the profile shows stays in the full record as `url`).
 */
export function simplifyUser(record: IDataObject): IDataObject {
	const username = nonEmptyText(record.username);
	return {
		id: record.id,
		username,
		name: record.name ?? null,
		followers: count(record.followers_count),
		following: count(record.following_count),
		tweets: count(record.tweet_count),
		verified: record.verified === true || record.is_blue_verified === true || nonEmptyText(record.verified_type) !== null,
		created: nonEmptyText(record.created_at_datetime) ?? nonEmptyText(record.created_at),
		description: record.description ?? null,
		location: nonEmptyText(record.location),
		url: username === null ? null : `https://x.com/${username}`,
	};
}

/** The place a trend list is for, kept on each of its trends. */
export const PLACE_CONTEXT = { key: 'place', fields: ['woeid', 'name', 'country'] };

/** A deletion answers 204 without a body: one item saying what was deleted. */
export const deletedOutput = (idName: string): EndpointDescriptor['output'] => async (_records, context) => [
	{ json: { deleted: true, [idName]: context.pathValues[idName] } },
];

/** Everything a monitor or rule answer holds about its own webhook, with the secret (returned once) left out. */
function withoutSecret<T extends Record<string, unknown>>(record: T): T {
	if (!('secret' in record)) return record;
	const { secret, ...rest } = record;
	return { ...rest, secret_set: typeof secret === 'string' && secret !== '' } as unknown as T;
}

/** A webhook answer, one item per record, each without its secret. */
export const withoutSecretOutput = async (records: IDataObject[]): Promise<OutputItem[]> =>
	records.map((record) => ({ json: withoutSecret(record) }));
