/**
 * Every route the emulator serves. Adding a platform: write routes/<platform>.ts exporting an
 * array of defineRoute(...) values (data under fixtures/), then import and spread it here.
 */
import type { Route } from '../route';
import { accountRoutes } from './account';
import { airbnbRoutes } from './airbnb';
import { amazonRoutes } from './amazon';
import { apartmentsRoutes } from './apartments';
import { chatgptRoutes, geminiRoutes, perplexityRoutes } from './answers';
import { appStoreRoutes } from './appstore';
import { bingRoutes } from './bing';
import { baiduRoutes } from './baidu';
import { bookingRoutes } from './booking';
import { depopRoutes } from './depop';
import { duckduckgoRoutes } from './duckduckgo';
import { ebayRoutes } from './ebay';
import { facebookRoutes } from './facebook';
import { googleRoutes } from './google';
import { googlePlayRoutes } from './googleplay';
import { idealistaRoutes } from './idealista';
import { immobiliareRoutes } from './immobiliare';
import { instagramRoutes } from './instagram';
import { leboncoinRoutes } from './leboncoin';
import { linkedinRoutes } from './linkedin';
import { loopnetRoutes } from './loopnet';
import { realtorRoutes } from './realtor';
import { redditRoutes } from './reddit';
import { redfinRoutes } from './redfin';
import { tiktokRoutes } from './tiktok';
import { twitterRoutes } from './twitter';
import { vintedRoutes } from './vinted';
import { walmartRoutes } from './walmart';
import { webRoutes } from './web';
import { yahooRoutes } from './yahoo';
import { yandexRoutes } from './yandex';
import { youtubeRoutes } from './youtube';
import { zillowRoutes } from './zillow';

export const routes: readonly Route[] = [...accountRoutes, ...zillowRoutes, ...redditRoutes, ...twitterRoutes, ...leboncoinRoutes, ...youtubeRoutes, ...amazonRoutes, ...ebayRoutes, ...webRoutes, ...googleRoutes, ...linkedinRoutes, ...tiktokRoutes, ...instagramRoutes, ...facebookRoutes, ...walmartRoutes, ...vintedRoutes, ...depopRoutes, ...googlePlayRoutes, ...appStoreRoutes, ...airbnbRoutes, ...bookingRoutes, ...immobiliareRoutes, ...loopnetRoutes, ...apartmentsRoutes, ...realtorRoutes, ...redfinRoutes, ...idealistaRoutes, ...bingRoutes, ...yahooRoutes, ...duckduckgoRoutes, ...yandexRoutes, ...baiduRoutes, ...chatgptRoutes, ...geminiRoutes, ...perplexityRoutes];

