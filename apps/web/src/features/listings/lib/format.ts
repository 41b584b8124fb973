import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** Listing dates read MMM-DD-YYYY (spec section 9). */
export const formatListingDate = (value: string) => dayjs(value).format('MMM-DD-YYYY');

/** Bid dates read MMM DD, YYYY (spec section 9). */
export const formatBidDate = (value: string) => dayjs(value).format('MMM DD, YYYY');

/** '1 Bidder', '3 Bidders'. */
export const formatBidderCount = (count: number) => `${count} ${count === 1 ? 'Bidder' : 'Bidders'}`;

/** The 'View In Maps' link of the details map. */
export const getOpenStreetMapUrl = (lat: number, lng: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;

/** The project's short link: `/s/<code>` on this site (it redirects to /v1?postID=<id>). */
export const getShareLink = (shareCode: string) => `${window.location.origin}/s/${shareCode}`;

/** 'a day ago', '3 months ago': time since posting. */
export const formatTimeAgo = (value: string) => dayjs(value).fromNow();
