/** '1 Bidder', '3 Bidders'. */
export const formatBidderCount = (count: number) => `${count} ${count === 1 ? 'Bidder' : 'Bidders'}`;

/** The 'View In Maps' link of the details map. */
export const getOpenStreetMapUrl = (lat: number, lng: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;

/** The project's short link: `/s/<code>` on this site (it redirects to /v1?postID=<id>). */
export const getShareLink = (shareCode: string) => `${window.location.origin}/s/${shareCode}`;
