import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** 'a day ago', '3 months ago': time since posting (the listing's details, not the first screens: see lib/dates.ts). */
export const formatTimeAgo = (value: string) => dayjs(value).fromNow();
