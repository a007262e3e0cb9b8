/**
 * LinkedIn pages as people paste them: a job, company, school, member, post, article or course URL, each read down to the
 * ID or slug the service's path takes. Any linkedin.com host counts (www., a country's such as uk., or none).
 */

// No flags on the ID forms: only the source reaches n8n's own field validation.
/** A numeric LinkedIn ID (a job's, a company's, a place's). */
export const NUMERIC_ID = /^\d{1,20}$/;
/** A page slug as LinkedIn writes it in a URL: letters, digits, hyphens, underscores, dots, %-escapes, & (company names). */
export const SLUG = /^[A-Za-z0-9][A-Za-z0-9_.%&'-]{0,199}$/;
/** A post's slug: `activity-<id>`, or a member's post slug ending in it (`satyanadella_ai-activity-7212345678901234567-AbCd`). */
export const POST_SLUG = /^[A-Za-z0-9_.%-]*activity-\d{10,25}[A-Za-z0-9_-]*$/;

const LINKEDIN_HOST = /(?:^|\.)linkedin\.com$/i;

/** The path segments after `/<section>/` on a linkedin.com URL; undefined for another host or section. */
function after(url: URL, section: string): string[] | undefined {
	if (!LINKEDIN_HOST.test(url.hostname)) return undefined;
	const segments = url.pathname.split('/').filter((segment) => segment !== '');
	return segments[0] === section ? segments.slice(1) : undefined;
}

/** A job's ID: `/jobs/view/3801234567`, `/jobs/view/senior-engineer-at-acme-3801234567`, or `?currentJobId=3801234567`. */
export function jobIdFromUrl(url: URL): string | undefined {
	if (!LINKEDIN_HOST.test(url.hostname)) return undefined;
	const current = url.searchParams.get('currentJobId');
	if (current !== null && NUMERIC_ID.test(current)) return current;
	const view = after(url, 'jobs');
	if (view?.[0] !== 'view' || view[1] === undefined) return undefined;
	return /(?:^|-)(\d{6,20})$/.exec(view[1])?.[1];
}

/** A company's slug (`/company/microsoft`); a numeric company page (`/company/1035`) is an ID, not a slug. */
export function companySlugFromUrl(url: URL): string | undefined {
	const slug = after(url, 'company')?.[0];
	return slug !== undefined && !NUMERIC_ID.test(slug) ? decodeURIComponent(slug) : undefined;
}

/** A company's numeric ID: `/company/1035`, or the `f_C` filter of a job search URL (`?f_C=1035`). */
export function companyIdFromUrl(url: URL): string | undefined {
	const segment = after(url, 'company')?.[0];
	if (segment !== undefined) return NUMERIC_ID.test(segment) ? segment : undefined;
	const filter = LINKEDIN_HOST.test(url.hostname) ? url.searchParams.get('f_C') : null;
	return filter !== null && NUMERIC_ID.test(filter) ? filter : undefined;
}

export const schoolSlugFromUrl = (url: URL): string | undefined => slugAfter(url, 'school');
export const profileIdFromUrl = (url: URL): string | undefined => slugAfter(url, 'in');
export const articleSlugFromUrl = (url: URL): string | undefined => slugAfter(url, 'pulse');
export const courseSlugFromUrl = (url: URL): string | undefined => slugAfter(url, 'learning');

function slugAfter(url: URL, section: string): string | undefined {
	const slug = after(url, section)?.[0];
	return slug === undefined ? undefined : decodeURIComponent(slug);
}

/**
 * A post's slug: `/posts/<slug>`, or a feed URL naming the activity (`/feed/update/urn:li:activity:7212345678901234567`),
 * read as `activity-<id>`.
 */
export function postSlugFromUrl(url: URL): string | undefined {
	const slug = after(url, 'posts')?.[0];
	if (slug !== undefined) return decodeURIComponent(slug);
	const update = after(url, 'feed');
	if (update?.[0] !== 'update' || update[1] === undefined) return undefined;
	const id = /^urn:li:activity:(\d{10,25})$/.exec(decodeURIComponent(update[1]))?.[1];
	return id === undefined ? undefined : `activity-${id}`;
}

/** An activity URN typed as an ID (`urn:li:activity:7212345678901234567`) as the service's post slug. */
export function postSlugOf(text: string): string {
	const id = /^urn:li:activity:(\d{10,25})$/.exec(text)?.[1];
	return id === undefined ? text : `activity-${id}`;
}
