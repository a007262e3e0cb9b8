/**
 * Output shapes of the Reddit node: flat (Simplify) rows of posts, comments, subreddits and users,
 * a comment tree flattened to one item per comment (with its depth and parent, so the tree can be
 * rebuilt), and list facts lifted onto each record.
 */
import type { IDataObject } from 'n8n-workflow';

import type { OutputItem } from '../shared/descriptor';
import { flag, isObject, nonEmptyText, number, text } from '../shared/values';

const REDDIT = 'https://www.reddit.com';

const httpUrl = (value: unknown): string | null =>
	typeof value === 'string' && /^https?:\/\//i.test(value) ? value : null;

/** The record's ISO time, or one made from its Unix `created_utc`. */
function createdAt(record: IDataObject): string | null {
	const iso = nonEmptyText(record.created_at);
	if (iso) return iso;
	const seconds = number(record.created_utc);
	// The service's own form: ISO 8601 in UTC, whole seconds, an explicit offset.
	return seconds === null ? null : new Date(Math.floor(seconds) * 1000).toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/** A Reddit permalink path (`/r/x/comments/...`) as a full URL. */
function fullPermalink(value: unknown): string | null {
	const path = nonEmptyText(value);
	if (!path) return null;
	return path.startsWith('/') ? `${REDDIT}${path}` : path;
}

/** A listing element may come wrapped as Reddit sends it (`{kind: 't1', data}`); "more" stubs hold no comment. */
function unwrapThing(entry: unknown): IDataObject | undefined {
	if (!isObject(entry)) return undefined;
	if (typeof entry.kind === 'string' && isObject(entry.data)) return entry.kind === 'more' ? undefined : entry.data;
	return entry;
}

/** A comment's direct replies, whether nested as an array or as a Reddit Listing (`{data: {children}}`). */
export function repliesOf(comment: IDataObject): IDataObject[] {
	const replies = comment.replies;
	const children = Array.isArray(replies)
		? replies
		: isObject(replies) && isObject(replies.data) && Array.isArray(replies.data.children)
			? replies.data.children
			: [];
	return children.map(unwrapThing).filter((entry): entry is IDataObject => entry !== undefined);
}

/** The image a post shows: the first gallery image, or the link itself when it is an image. */
function postImage(post: IDataObject): string | null {
	const gallery = Array.isArray(post.gallery_images) ? post.gallery_images : [];
	const first = gallery.find(isObject);
	if (first) return httpUrl(first.url);
	const url = httpUrl(post.url);
	return url && /^https:\/\/i\.redd\.it\/|\.(jpe?g|png|gif|webp)(\?|$)/i.test(url) ? url : null;
}

/** A post as one spreadsheet row: what it is, where, by whom, how it did, and its links. */
export function simplifyPost(post: IDataObject): IDataObject {
	const id = text(post.id);
	return {
		id,
		fullname: text(post.fullname) ?? (id ? `t3_${id}` : null),
		title: text(post.title),
		author: text(post.author),
		subreddit: text(post.subreddit),
		created_at: createdAt(post),
		score: number(post.score),
		upvote_ratio: number(post.upvote_ratio),
		num_comments: number(post.num_comments),
		num_crossposts: number(post.num_crossposts),
		link_flair_text: text(post.link_flair_text),
		is_self: flag(post.is_self),
		selftext: text(post.selftext),
		url: text(post.url),
		domain: text(post.domain),
		permalink: fullPermalink(post.permalink),
		image: postImage(post),
		thumbnail: httpUrl(post.thumbnail),
		is_video: flag(post.is_video),
		is_gallery: flag(post.is_gallery),
		is_nsfw: flag(post.is_nsfw ?? post.over_18),
		is_spoiler: flag(post.is_spoiler),
		is_stickied: flag(post.is_stickied),
		locked: flag(post.locked),
		distinguished: text(post.distinguished),
	};
}

/** A comment as one row: the text, its author, score and place in the thread. */
export function simplifyComment(comment: IDataObject): IDataObject {
	const id = text(comment.id);
	return {
		id,
		fullname: text(comment.fullname) ?? (id ? `t1_${id}` : null),
		author: text(comment.author),
		body: text(comment.body),
		score: number(comment.score),
		depth: number(comment.depth),
		parent_id: text(comment.parent_id),
		post_id: text(comment.post_id ?? comment.link_id),
		subreddit: text(comment.subreddit),
		created_at: createdAt(comment),
		edited: comment.edited === undefined ? null : comment.edited !== false,
		is_submitter: flag(comment.is_submitter),
		is_stickied: flag(comment.is_stickied),
		distinguished: text(comment.distinguished),
		controversiality: number(comment.controversiality),
		permalink: fullPermalink(comment.permalink),
	};
}

/** Simplify for a comment tree: each comment flat, its replies kept (simplified too) for the flattening after it. */
export function simplifyCommentTree(comment: IDataObject): IDataObject {
	return { ...simplifyComment(comment), replies: repliesOf(comment).map(simplifyCommentTree) };
}

/**
 * A comment tree as one item per comment, depth first (each comment, then its replies), so the items
 * read in thread order. Every item has its `depth` (0 = top-level), its `parent_id` (the post's `t3_`
 * fullname for a top-level comment, else the parent comment's `t1_` fullname), `parent_comment_id`
 * (null for a top-level comment) and `reply_count`. The comment's own depth and parent win when the
 * service sends them; the tree position fills them in when it does not.
 */
export function flattenComments(records: IDataObject[]): IDataObject[] {
	const out: IDataObject[] = [];
	const visit = (entry: IDataObject, depth: number, parent: string | null) => {
		const fields: IDataObject = { ...entry };
		delete fields.replies;
		const replies = repliesOf(entry);
		const id = text(fields.id);
		const parentId = text(fields.parent_id) ?? parent ?? text(fields.post_id ?? fields.link_id);
		const ownDepth = number(fields.depth) ?? depth;
		out.push({
			...fields,
			depth: ownDepth,
			parent_id: parentId,
			parent_comment_id: parentId?.startsWith('t1_') ? parentId.slice(3) : null,
			reply_count: replies.length,
		});
		const fullname = text(fields.fullname) ?? (id ? `t1_${id}` : null);
		for (const reply of replies) visit(reply, ownDepth + 1, fullname);
	};
	for (const record of records) {
		const comment = unwrapThing(record);
		if (comment) visit(comment, 0, null);
	}
	return out;
}

export const flattenCommentsOutput = async (records: IDataObject[]): Promise<OutputItem[]> =>
	flattenComments(records).map((json) => ({ json }));

/**
 * A subreddit as one row. Reads the documented record (`name` without prefix, `fullname`), Reddit's own
 * t5 record (`display_name`, `name` = fullname) and a moderated-subreddit entry (`sr`) alike.
 */
export function simplifySubreddit(record: IDataObject): IDataObject {
	const rawName = text(record.name);
	const isFullname = rawName !== null && /^t5_/.test(rawName);
	const name = text(record.display_name) ?? text(record.sr) ?? (isFullname ? null : rawName);
	const id = text(record.id);
	const fullname = text(record.fullname) ?? (isFullname ? rawName : id ? `t5_${id}` : null);
	const row: IDataObject = {
		name,
		fullname,
		display_name_prefixed: text(record.display_name_prefixed) ?? (name ? `r/${name}` : null),
		title: text(record.title),
		public_description: text(record.public_description),
		subscribers: number(record.subscribers),
		created_at: createdAt(record),
		subreddit_type: text(record.subreddit_type),
		is_nsfw: flag(record.is_nsfw ?? record.over18 ?? record.over_18),
		lang: text(record.lang),
		advertiser_category: text(record.advertiser_category),
		url: name ? `${REDDIT}/r/${name}/` : fullPermalink(record.url),
		icon: httpUrl(record.community_icon) ?? httpUrl(record.icon_img),
	};
	if (Array.isArray(record.mod_permissions)) row.mod_permissions = record.mod_permissions.join(', ');
	return row;
}

/** A user as one row: karma, account age and flags, and the profile's own title and description. */
export function simplifyUser(user: IDataObject): IDataObject {
	const name = text(user.name);
	const id = text(user.id);
	const profile = isObject(user.subreddit) ? user.subreddit : {};
	return {
		name,
		id,
		fullname: id ? (id.startsWith('t2_') ? id : `t2_${id}`) : null,
		profile_url: name ? `${REDDIT}/user/${name}/` : null,
		total_karma: number(user.total_karma),
		link_karma: number(user.link_karma),
		comment_karma: number(user.comment_karma),
		created_at: createdAt(user),
		is_mod: flag(user.is_mod),
		is_employee: flag(user.is_employee),
		is_gold: flag(user.is_gold),
		verified: flag(user.verified),
		has_verified_email: flag(user.has_verified_email),
		profile_title: text(profile.title),
		profile_description: text(profile.public_description),
		followers: number(profile.subscribers),
		icon: httpUrl(user.snoovatar_img) ?? httpUrl(user.icon_img),
	};
}

/** Where list facts (the subreddit of a rule list, the user of a trophy case) wait to be lifted onto each record. */
const LIST_KEY = '_list';

/** The subreddit of a rule list, a wiki page list or a wiki page, kept on each record to be lifted onto it. */
export const SUBREDDIT_CONTEXT = { key: LIST_KEY, fields: ['subreddit'] };

/** The user of a trophy case, kept on each trophy to be lifted onto it. */
export const USER_CONTEXT = { key: LIST_KEY, fields: ['username'] };

/** An output that moves the list facts copied under LIST_KEY to the front of each record, as plain fields. */
export function liftListFacts(records: IDataObject[]): OutputItem[] {
	return records.map((record) => {
		const { [LIST_KEY]: facts, ...fields } = record;
		return { json: isObject(facts) ? { ...facts, ...fields } : fields };
	});
}

export const liftListFactsOutput = async (records: IDataObject[]): Promise<OutputItem[]> => liftListFacts(records);

/**
 * Wiki page names (the service lists them as plain strings) as one item each: the subreddit, the page
 * name to give Get Wiki Page, and the page's URL.
 */
export async function wikiPagesOutput(records: IDataObject[]): Promise<OutputItem[]> {
	return liftListFacts(records).map(({ json }) => {
		const { value, ...rest } = json;
		const page = typeof value === 'string' ? value : text(rest.page);
		const subreddit = text(rest.subreddit);
		return {
			json: {
				...rest,
				page,
				url: subreddit && page ? `${REDDIT}/r/${subreddit}/wiki/${page}` : null,
			},
		};
	});
}
