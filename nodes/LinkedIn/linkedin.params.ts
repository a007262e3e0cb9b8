/**
 * The LinkedIn node's parameters that recur across its resources: the country every call takes, the pages given by
 * ID, slug or URL, and the job lists' paging, with the names, defaults and ranges of the service's pages.
 */
import type { Paging, StringParam } from '../shared/descriptor';
import { pathLocator } from '../shared/descriptor';
import {
	articleSlugFromUrl,
	companyIdFromUrl,
	companySlugFromUrl,
	courseSlugFromUrl,
	jobIdFromUrl,
	NUMERIC_ID,
	POST_SLUG,
	postSlugFromUrl,
	postSlugOf,
	profileIdFromUrl,
	schoolSlugFromUrl,
	SLUG,
} from './linkedin.urls';

/** Every LinkedIn call takes `country` (default us), the locale LinkedIn renders; the docs' coverage lists us only. */
export const COUNTRY: StringParam = {
	displayName: 'Country',
	name: 'country',
	in: 'query',
	type: 'string',
	default: 'us',
	placeholder: 'us',
	description:
		'The country whose locale LinkedIn renders (jobs, place names), as a two-letter code. ScrapeBadger documents us (United States); data comes from linkedin.com either way.',
	pattern: { regex: /^[a-z]{2}$/, form: 'a two-letter country code in lower case such as us' },
};

/** Job lists come in blocks of 25 from a `start` offset, with `meta.has_more` false on the last. */
export const JOB_PAGING: Paging = { kind: 'page', param: 'start', offset: true, pageRecords: 25, morePath: 'meta.has_more' };


export const JOB = pathLocator({
	displayName: 'Job',
	name: 'job_id',
	default: '={{ $json.job_id }}',
	description: "The job, as its numeric ID or its LinkedIn URL. By default, the incoming item's job_id: run it on the items of Job > Search or Company > Get Jobs.",
	id: { regex: NUMERIC_ID, form: 'a numeric job ID such as 3801234567', placeholder: '3801234567' },
	url: { form: 'a LinkedIn job URL (…/jobs/view/3801234567, or a search page with ?currentJobId=3801234567)', placeholder: 'https://www.linkedin.com/jobs/view/3801234567', extract: jobIdFromUrl },
});

export const COMPANY = pathLocator({
	displayName: 'Company',
	name: 'universal_name',
	default: '',
	description: 'The company, as the name in its LinkedIn URL (microsoft for linkedin.com/company/microsoft) or that URL',
	id: { regex: SLUG, form: 'a company name as its LinkedIn URL writes it, such as microsoft', placeholder: 'microsoft' },
	url: { form: 'a LinkedIn company URL such as https://www.linkedin.com/company/microsoft', placeholder: 'https://www.linkedin.com/company/microsoft', extract: companySlugFromUrl },
});

export const COMPANY_ID = pathLocator({
	displayName: 'Company ID',
	name: 'company_id',
	default: '',
	description:
		"The company's numeric LinkedIn ID (1035 for Microsoft), as Location Suggestion > Get with Type Company gives it, or a URL holding it (linkedin.com/company/1035, a job search's f_C=1035)",
	id: { regex: NUMERIC_ID, form: 'a numeric company ID such as 1035', placeholder: '1035' },
	url: { form: 'a LinkedIn URL holding the numeric company ID (…/company/1035, or a job search with f_C=1035)', placeholder: 'https://www.linkedin.com/company/1035', extract: companyIdFromUrl },
});

export const SCHOOL = pathLocator({
	displayName: 'School',
	name: 'universal_name',
	default: '',
	description: 'The school, as the name in its LinkedIn URL (stanford-university for linkedin.com/school/stanford-university) or that URL',
	id: { regex: SLUG, form: 'a school name as its LinkedIn URL writes it, such as stanford-university', placeholder: 'stanford-university' },
	url: { form: 'a LinkedIn school URL such as https://www.linkedin.com/school/stanford-university', placeholder: 'https://www.linkedin.com/school/stanford-university', extract: schoolSlugFromUrl },
});

export const PROFILE = pathLocator({
	displayName: 'Profile',
	name: 'public_id',
	default: '',
	description: "The member, as the name in their profile URL (williamhgates for linkedin.com/in/williamhgates) or that URL",
	id: { regex: SLUG, form: 'a member name as the profile URL writes it, such as williamhgates', placeholder: 'williamhgates' },
	url: { form: 'a LinkedIn profile URL such as https://www.linkedin.com/in/williamhgates', placeholder: 'https://www.linkedin.com/in/williamhgates', extract: profileIdFromUrl },
});

export const POST = pathLocator({
	displayName: 'Post',
	name: 'post_slug',
	default: '',
	description: 'The post, as its URL (…/posts/<slug>, or a feed URL …/feed/update/urn:li:activity:<id>), its slug, or its activity URN',
	id: {
		regex: POST_SLUG,
		form: 'a post slug such as activity-7212345678901234567, or an activity URN such as urn:li:activity:7212345678901234567',
		placeholder: 'activity-7212345678901234567',
		normalize: postSlugOf,
	},
	url: { form: 'a LinkedIn post URL such as https://www.linkedin.com/posts/activity-7212345678901234567', placeholder: 'https://www.linkedin.com/posts/activity-7212345678901234567', extract: postSlugFromUrl },
});

export const ARTICLE = pathLocator({
	displayName: 'Article',
	name: 'article_slug',
	default: '',
	description: 'The article, as its LinkedIn URL (…/pulse/<slug>) or the slug in it',
	id: { regex: SLUG, form: 'an article slug such as the-future-of-cloud-jane-smith', placeholder: 'the-future-of-cloud-jane-smith' },
	url: { form: 'a LinkedIn article URL such as https://www.linkedin.com/pulse/the-future-of-cloud-jane-smith', placeholder: 'https://www.linkedin.com/pulse/the-future-of-cloud-jane-smith', extract: articleSlugFromUrl },
});

export const COURSE = pathLocator({
	displayName: 'Course',
	name: 'course_slug',
	default: '',
	description: 'The LinkedIn Learning course, as its URL (…/learning/<slug>) or the slug in it',
	id: { regex: SLUG, form: 'a course slug such as learning-python', placeholder: 'learning-python' },
	url: { form: 'a LinkedIn Learning course URL such as https://www.linkedin.com/learning/learning-python', placeholder: 'https://www.linkedin.com/learning/learning-python', extract: courseSlugFromUrl },
});
