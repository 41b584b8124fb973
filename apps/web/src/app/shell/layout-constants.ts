/** Layout constants of spec part 1, section 9. */
export const SIDE_MENU_WIDTH = 280;
/** The collapsed side menu on a wide window: its icons only. */
export const COLLAPSED_WIDTH = 80;
/** At this width or narrower the side menu starts collapsed. */
export const COLLAPSE_BELOW = 1200;
/** At this width or narrower the side menu replaces the top menu. */
export const TOP_MENU_BELOW = 991;
/** At this width or narrower a menu click toggles (closes) the side menu. */
export const SMALL_WINDOW = 990;
export const DROPDOWN_AVATAR_SIZE = 50;
export const DROPDOWN_MAX_WIDTH = 280;
export const HEADER_HEIGHT = 64;

/** Help and About are external pages opened in a new tab. */
export const HELP_URL = 'https://homebid.example.com/help';
export const ABOUT_URL = 'https://homebid.example.com/about';
