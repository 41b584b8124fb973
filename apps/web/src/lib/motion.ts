/**
 * Whether the app animates. Browser tests (WebDriver) run without animations, so a screenshot or an accessibility
 * check never catches something half faded in (antd's motion token, Leaflet's fades).
 */
export const MOTION = typeof navigator === 'undefined' || !navigator.webdriver;
